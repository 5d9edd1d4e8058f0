import type { MouseEventHandler } from 'react';

type PlainButtonProps = {
  label: string;
  /** A primeicons class, as PrimeReact's Button takes it: `pi pi-refresh`. */
  icon?: string;
  type?: 'button' | 'submit';
  variant?: 'outlined' | 'text' | 'link';
  /** Busy: a spinner instead of the icon, and no second click. */
  loading?: boolean;
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
};

/**
 * A <button> in PrimeReact's Button classes without its JavaScript (like LinkButton), for the screens that
 * must show before the component kit loads: sign-in and the error screens.
 */
export function PlainButton({
  label,
  icon,
  type = 'button',
  variant,
  loading = false,
  className,
  onClick,
}: PlainButtonProps) {
  const classes = [
    'p-button p-component',
    variant && `p-button-${variant}`,
    loading && 'p-button-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const iconClass = loading ? 'pi pi-spin pi-spinner' : icon;
  return (
    <button
      type={type}
      className={classes}
      onClick={onClick}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {iconClass && <span className={`p-button-icon p-button-icon-left ${iconClass}`} aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
