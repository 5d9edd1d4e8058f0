import { texts } from '@school/contracts';
import { Ripple } from 'primereact/ripple';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { NavBadgeCount } from '@/shared/ui/nav-badge-count';
import type { NavBadge } from '@/shared/ui/nav-badges';
import { isMenuAction, isMenuGroup, type MenuEntry, type MenuLink } from './menu';

type AppMenuItemProps = {
  entry: MenuEntry;
  onAction: (action: 'logout') => void;
  /** A link's path → a count drawn as a red badge (the queues' overdue applications, waiting questions). */
  badges?: Record<string, number | NavBadge>;
};

function isActiveLink(link: MenuLink, pathname: string): boolean {
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/** A red count after the label; a bare number is the queues' overdue applications («Просрочено: 3»). */
function MenuBadge({ badge }: { badge: number | NavBadge }) {
  const named =
    typeof badge === 'number' ? { count: badge, label: texts.applications.overdueBadge(badge) } : badge;
  return <NavBadgeCount badge={named} className="app-menuitem-badge" />;
}

function MenuLinkItem({ link, badge }: { link: MenuLink; badge?: number | NavBadge }) {
  return (
    <NavLink
      to={link.to}
      className={({ isActive }) => `app-menuitem-link p-ripple ${isActive ? 'active' : ''}`}
    >
      <i className={`${link.icon} app-menuitem-icon`} aria-hidden="true" />
      <span>{link.label}</span>
      {badge && (typeof badge === 'number' || badge.count > 0) ? <MenuBadge badge={badge} /> : null}
      <Ripple />
    </NavLink>
  );
}

/** One sidebar entry: a link, an action (logout) or a group whose children expand (spec §2). */
export function AppMenuItem({ entry, onAction, badges = {} }: AppMenuItemProps) {
  const { pathname } = useLocation();
  const childrenId = useId();
  const hasActiveChild = isMenuGroup(entry) && entry.items.some((item) => isActiveLink(item, pathname));
  const [expanded, setExpanded] = useState(hasActiveChild);

  if (isMenuAction(entry)) {
    return (
      <li>
        <button type="button" className="app-menuitem-link p-ripple" onClick={() => onAction(entry.action)}>
          <i className={`${entry.icon} app-menuitem-icon`} aria-hidden="true" />
          <span>{entry.label}</span>
          <Ripple />
        </button>
      </li>
    );
  }

  if (!isMenuGroup(entry)) {
    return (
      <li>
        <MenuLinkItem link={entry} badge={badges[entry.to]} />
      </li>
    );
  }

  const open = expanded || hasActiveChild;
  return (
    <li className={open ? 'active-menuitem' : undefined}>
      <button
        type="button"
        className="app-menuitem-link p-ripple"
        aria-expanded={open}
        aria-controls={childrenId}
        onClick={() => setExpanded(!open)}
      >
        <i className={`${entry.icon} app-menuitem-icon`} aria-hidden="true" />
        <span>{entry.label}</span>
        <i className="pi pi-fw pi-angle-down app-submenu-toggler" aria-hidden="true" />
        <Ripple />
      </button>
      {open && (
        <ul id={childrenId} className="app-submenu">
          {entry.items.map((item) => (
            <li key={item.to}>
              <MenuLinkItem link={item} badge={badges[item.to]} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
