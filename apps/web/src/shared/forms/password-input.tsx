import { texts } from '@school/contracts';
import { type InputHTMLAttributes, useState } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** Drawn inline: primeicons' font would be one more download before the sign-in page shows. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7.5 11-7.5S23 12 23 12s-4 7.5-11 7.5S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

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
        <EyeIcon crossed={shown} />
      </button>
    </span>
  );
}
