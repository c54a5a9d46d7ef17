import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wireFormRules } from '../src/app/formRules';

/** A field whose error line appears on blur, above the submit button (the layout that lost first clicks). */
function Form({ onSubmit }: { onSubmit: () => void }) {
  const [touched, setTouched] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="email">E-mail</label>
      <input id="email" onBlur={() => setTouched(true)} />
      {touched && <p>Value is not a valid email address</p>}
      <button type="submit">Send</button>
      <button type="button">Other</button>
    </form>
  );
}

describe('form rules', () => {
  let unwire: () => void;
  beforeEach(() => {
    unwire = wireFormRules();
  });
  afterEach(() => unwire());

  test('pressing a submit button keeps the focus in the field, so no blur-time error moves the button before the release', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mail'), 'bad');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Send' }) });
    // Still in the field: its error line has not appeared between press and release.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText('Value is not a valid email address')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Send' }) });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // With the click the focus moves on, before the submit: the field's check on leaving runs first.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
  });

  test('other buttons take the focus as usual', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Other' }));
    expect(screen.getByRole('button', { name: 'Other' })).toHaveFocus();
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
  });
});
