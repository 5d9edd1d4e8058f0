import './nav-badge-count.css';
import type { NavBadge } from './nav-badges';

/**
 * A count beside a link (the menu's, the profile's tabs): the number for the eye, its words for a screen
 * reader and as the tooltip, since a bare «12» on «Профиль» says nothing of what waits.
 */
export function NavBadgeCount({ badge, className }: { badge: NavBadge; className: string }) {
  return (
    <span className={`app-nav-badge ${className}`} title={badge.label}>
      <span aria-hidden="true">{badge.count}</span>
      <span className="app-visually-hidden">, {badge.label}</span>
    </span>
  );
}
