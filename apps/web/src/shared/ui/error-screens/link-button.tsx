import { Link } from 'react-router';

type LinkButtonProps = { to: string; label: string; icon?: string; outlined?: boolean };

/** A router link dressed as a PrimeReact button (a real <a>, so it opens in a new tab too). */
export function LinkButton({ to, label, icon, outlined = false }: LinkButtonProps) {
  return (
    <Link to={to} className={`p-button p-component no-underline ${outlined ? 'p-button-outlined' : ''}`}>
      {icon && <span className={`p-button-icon p-button-icon-left pi pi-${icon}`} aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </Link>
  );
}
