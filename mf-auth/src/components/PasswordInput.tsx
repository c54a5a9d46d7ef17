/** The password with a show/hide toggle: a real button whose name says what it will do. */
import { useState, type ComponentProps } from 'react';
import { authText } from '../i18n/authTexts';

type Props = Omit<ComponentProps<'input'>, 'type'> & { id: string };

export function PasswordInput({ id, className, ...input }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <input id={id} type={shown ? 'text' : 'password'} className={className} {...input} />
      <button type="button" className="btn btn-outline-secondary" aria-controls={id} onClick={() => setShown((value) => !value)}>
        {shown ? authText('hidePassword') : authText('showPassword')}
      </button>
    </>
  );
}
