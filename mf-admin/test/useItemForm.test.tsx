/** The small staff forms' shared state: a refusal keeps what was typed and shows the field messages; a save starts again. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { useItemForm } from '../src/lib/useItemForm';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

function LinkForm({ save, onSaved }: { save: (values: { name: string }) => Promise<unknown>; onSaved: () => void }) {
  const { values, set, errors, submit } = useItemForm({ initial: { name: '' }, save, onSaved });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField id="name" label="Ad" value={values.name} onChange={set('name')} error={errors.name} />
      <button type="submit">Kaydet</button>
    </form>
  );
}

beforeEach(() => jest.mocked(showDialog).mockReset().mockResolvedValue(undefined));

it('a 422 keeps the typed value and ties the field message to it; a save empties the form and reports', async () => {
  const user = userEvent.setup();
  const onSaved = jest.fn();
  const save = jest
    .fn()
    .mockRejectedValueOnce({ status: 422, data: { success: false, message: 'İşlem Başarısız!', errors: { name: 'Çok uzun' } } })
    .mockResolvedValueOnce({ id: 7 });
  render(<LinkForm save={save} onSaved={onSaved} />);

  await user.type(screen.getByLabelText('Ad'), 'Facebook');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(save).toHaveBeenLastCalledWith({ name: 'Facebook' });
  expect(await screen.findByText('Çok uzun')).toBeInTheDocument();
  expect(screen.getByLabelText('Ad')).toHaveValue('Facebook');
  expect(screen.getByLabelText('Ad')).toHaveAccessibleDescription('Çok uzun');
  expect(showDialog).toHaveBeenLastCalledWith(
    expect.objectContaining({ icon: 'error', title: 'Başarısız', text: 'İşlem Başarısız!' }),
  );
  expect(onSaved).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByLabelText('Ad')).toHaveValue('');
  expect(screen.queryByText('Çok uzun')).toBeNull();
  expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'success', title: 'Başarılı' }));
  expect(onSaved).toHaveBeenCalledTimes(1);
});
