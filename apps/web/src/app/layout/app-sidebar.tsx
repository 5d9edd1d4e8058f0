import { texts } from '@school/contracts';
import { useMemo } from 'react';
import { getRole } from '@/shared/session/session';
import type { NavBadge } from '@/shared/ui/nav-badges';
import { AppMenuItem } from './app-menu-item';
import { menuForRole } from './menu';
import { useLogout } from './use-logout';

/**
 * The sidebar of the sakai shell; its entries are chosen by the role kept in localStorage. `badges`: a
 * link's path → its overdue count (the application queues) or a badge with its words (waiting questions).
 */
export function AppSidebar({ badges = {} }: { badges?: Record<string, number | NavBadge> }) {
  const menu = useMemo(() => menuForRole(getRole()), []);
  const logout = useLogout();
  return (
    <nav className="layout-sidebar" aria-label={texts.layout.menu}>
      <ul className="app-menu">
        {menu.map((entry) => (
          <AppMenuItem key={entry.label} entry={entry} onAction={logout} badges={badges} />
        ))}
      </ul>
    </nav>
  );
}
