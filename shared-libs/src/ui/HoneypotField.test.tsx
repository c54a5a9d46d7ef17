import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HoneypotField } from '@vitrin/shared-libs/ui/HoneypotField';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <label>
        Name <input name="name" />
      </label>
      <HoneypotField
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('HoneypotField', () => {
  test('is out of the tab order and hidden from assistive technology, yet a bot can fill it', async () => {
    const seen: string[] = [];
    const { container } = render(<Form onValue={(value) => seen.push(value)} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();

    await user.type(trap, 'x');
    expect(seen.at(-1)).toBe('x');
  });
});
