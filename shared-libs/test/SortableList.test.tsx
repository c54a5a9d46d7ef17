import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortableList, type SortableListTexts } from '@vitrin/shared-libs/ui/SortableList';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';

interface Row {
  id: number;
  name: string;
}

const texts: SortableListTexts = {
  moveUp: (label) => `Move ${label} up`,
  moveDown: (label) => `Move ${label} down`,
  handle: (label) => `Drag ${label}`,
  instructions: 'Press space to pick up',
  roleDescription: 'sortable item',
  picked: (label, position, total) => `Picked ${label} at ${position} of ${total}`,
  movedTo: (label, position, total) => `${label} moved to ${position} of ${total}`,
  dropped: (label, position, total) => `${label} dropped at ${position} of ${total}`,
  cancelled: (label) => `${label} cancelled`,
};

const ROWS: Row[] = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
  { id: 3, name: 'Gamma' },
];

function Harness({ save, rows = ROWS }: { save: (queue: QueueEntry[]) => Promise<boolean>; rows?: Row[] }) {
  const { items, saving, reorder } = useQueueOrder(rows, (row) => row.id, save);
  return (
    <SortableList
      items={items}
      getId={(row) => row.id}
      getLabel={(row) => row.name}
      renderItem={(row) => row.name}
      onReorder={(next) => void reorder(next)}
      texts={texts}
      label="Rows"
      disabled={saving}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Rows' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[^A-Za-z]/g, ''));

it('moves an item with the visible buttons, keeps focus on the button and saves weights from length to 1', async () => {
  const user = userEvent.setup();
  const save = jest.fn(async () => true);
  render(<Harness save={save} />);
  expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Gamma down' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Move Gamma up' }));
  expect(order()).toEqual(['Alpha', 'Gamma', 'Beta']);
  expect(save).toHaveBeenLastCalledWith([
    { id: 1, queue: 3 },
    { id: 3, queue: 2 },
    { id: 2, queue: 1 },
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Gamma up' })).toHaveFocus());
});

it('moves with the keyboard alone: Tab to a button, Enter', async () => {
  const user = userEvent.setup();
  const save = jest.fn(async () => true);
  render(<Harness save={save} />);
  screen.getByRole('button', { name: 'Move Alpha down' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Alpha down' })).not.toHaveAttribute('aria-disabled'));
  expect(screen.getByRole('button', { name: 'Move Alpha down' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(order()).toEqual(['Beta', 'Gamma', 'Alpha']));
  // Alpha is last now: its move-down button is disabled and the focus went to its move-up button.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Alpha up' })).toHaveFocus());
  expect(save).toHaveBeenCalledTimes(2);
});

it('returns to the server order when saving fails', async () => {
  const user = userEvent.setup();
  let fail!: (saved: boolean) => void;
  const save = jest.fn(() => new Promise<boolean>((resolve) => (fail = resolve)));
  render(<Harness save={save} />);
  await user.click(screen.getByRole('button', { name: 'Move Beta up' }));
  // While saving, the new order shows and nothing else can be moved.
  expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']);
  expect(screen.getByRole('button', { name: 'Move Gamma up' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Move Gamma up' }));
  expect(save).toHaveBeenCalledTimes(1);
  fail(false);
  await waitFor(() => expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']));
  expect(screen.getByRole('button', { name: 'Move Gamma up' })).not.toHaveAttribute('aria-disabled');
});

it('returns to the server order when saving throws', async () => {
  const user = userEvent.setup();
  render(<Harness save={() => Promise.reject(new Error('offline'))} />);
  await user.click(screen.getByRole('button', { name: 'Move Gamma up' }));
  await waitFor(() => expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']));
});

it('gives each drag handle a name and the keyboard instructions', () => {
  render(<Harness save={async () => true} />);
  const handle = screen.getByRole('button', { name: 'Drag Beta' });
  expect(handle).toHaveAttribute('aria-roledescription', 'sortable item');
  const describedBy = handle.getAttribute('aria-describedby');
  expect(describedBy && document.getElementById(describedBy)).toHaveTextContent('Press space to pick up');
});
