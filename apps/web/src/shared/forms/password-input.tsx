import { texts } from '@school/contracts';
import { type InputHTMLAttributes, useState } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A password box with a show/hide button, in PrimeReact's input classes without its JavaScript (the sign-in
 * page loads no component kit). The button is a real, labelled button, so the keyboard reaches it.
 */
export function PasswordInput({ className, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const label = shown ? texts.common.hidePassword : texts.common.showPassword;
  return (
    <span className="p-icon-field p-icon-field-right app-password">
      <input {...input} type={shown ? 'text' : 'password'} className={className} />
      <button
        type="button"
        className="app-password__toggle"
        onClick={() => setShown(!shown)}
        aria-label={label}
        aria-pressed={shown}
        title={label}
      >
        <i className={`pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
      </button>
    </span>
  );
}
