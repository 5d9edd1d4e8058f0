import { Button, type ButtonProps } from 'primereact/button';
import { Link } from 'react-router';

type RowActionBase = {
  /** A primeicon without its `pi ` prefix: `pi-trash`. */
  icon: string;
  /** The action in words: «Удалить». Without a visible label it is the button's name (and tooltip). */
  label: string;
  /** What the action acts on; the name becomes «Удалить: Курс 1», so rows stay apart for screen readers. */
  name?: string;
};

type RowActionProps = RowActionBase & {
  onClick: () => void;
  severity?: ButtonProps['severity'];
  /** The label shows on hover as well (for icons whose meaning is not obvious: a key, a lock). */
  tooltip?: boolean;
  /** Inside cards and outlines (modules, lessons, files); tables use the regular size. */
  size?: 'small';
  disabled?: boolean;
  /** The call it started is running: a spinner, and disabled. */
  loading?: boolean;
};

const accessibleName = ({ label, name }: RowActionBase) => (name ? `${label}: ${name}` : label);

/** An icon button at the end of a row, card or outline item: edit, delete, block, move… */
export function RowAction({
  icon,
  label,
  name,
  onClick,
  severity,
  tooltip,
  size,
  disabled,
  loading,
}: RowActionProps) {
  return (
    <Button
      type="button"
      icon={`pi ${icon}`}
      text
      rounded
      size={size}
      severity={severity}
      aria-label={accessibleName({ icon, label, name })}
      tooltip={tooltip ? label : undefined}
      tooltipOptions={tooltip ? { position: 'top', showDelay: 500 } : undefined}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    />
  );
}

/** The same icon button as a link (open the row's page): a real `<a>`, so it opens in a new tab too. */
export function RowActionLink({ icon, label, name, to }: RowActionBase & { to: string }) {
  return (
    <Link
      to={to}
      className="p-button p-button-text p-button-rounded p-button-icon-only"
      aria-label={accessibleName({ icon, label, name })}
    >
      <span className={`pi ${icon}`} aria-hidden="true" />
    </Link>
  );
}
