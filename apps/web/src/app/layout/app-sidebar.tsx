import { texts } from '@school/contracts';
import { useMemo } from 'react';
import { getRole } from '@/shared/session/session';
import { AppMenuItem } from './app-menu-item';
import { menuForRole } from './menu';
import { useLogout } from './use-logout';

/** The sidebar of the sakai shell; its entries are chosen by the role kept in localStorage. */
export function AppSidebar() {
  const menu = useMemo(() => menuForRole(getRole()), []);
  const logout = useLogout();
  return (
    <nav className="layout-sidebar" aria-label={texts.layout.menu}>
      <ul className="app-menu">
        {menu.map((entry) => (
          <AppMenuItem key={entry.label} entry={entry} onAction={logout} />
        ))}
      </ul>
    </nav>
  );
}
