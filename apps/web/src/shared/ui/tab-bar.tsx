import { texts } from '@school/contracts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NavBadgeCount } from '@/shared/ui/nav-badge-count';
import { useNavBadges } from '@/shared/ui/nav-badges';
import { useHorizontalOverflow } from '@/shared/ui/use-horizontal-overflow';
import './tab-bar.css';

/** A tab: a page of a record (its path), open while the address is that path or below it (`end`: exactly). */
export type TabLink = { path: string; label: string; icon: string; end?: boolean };

type StripArrowProps = { direction: 1 | -1; enabled: boolean; onStep: (direction: 1 | -1) => void };

/** «‹» or «›» beside the tabs: for the mouse (the keyboard's focus scrolls a tab in by itself). */
function StripArrow({ direction, enabled, onStep }: StripArrowProps) {
  return (
    <button
      type="button"
      className="app-tab-bar__arrow"
      aria-label={direction < 0 ? texts.profile.tabsBack : texts.profile.tabsForward}
      tabIndex={-1}
      disabled={!enabled}
      onClick={() => onStep(direction)}
    >
      <i className={direction < 0 ? 'pi pi-chevron-left' : 'pi pi-chevron-right'} aria-hidden="true" />
    </button>
  );
}

const isOpen = (tab: TabLink, pathname: string) =>
  tab.end ? pathname === tab.path : pathname === tab.path || pathname.startsWith(`${tab.path}/`);

/**
 * A record's tabs (the profile's, the student card's): router links (real <a>, so a tab opens in a new browser
 * tab too), each with the count the layout provides for its path. Tabs that do not fit scroll, with an arrow at
 * each side that has more; the open tab is scrolled into view.
 */
export function TabBar({ label, tabs }: { label: string; tabs: TabLink[] }) {
  const { pathname } = useLocation();
  const badges = useNavBadges();
  const strip = useHorizontalOverflow<HTMLUListElement>();
  const { ref } = strip;

  const openPath = tabs.find((tab) => isOpen(tab, pathname))?.path;
  // A badge arriving later (the waiting questions) widens a tab and can push the open one out of view again.
  const badgeCounts = tabs.map((tab) => badges[tab.path]?.count ?? 0).join(',');
  const keepInView = openPath ? `${openPath}|${badgeCounts}` : '';
  useEffect(() => {
    if (!keepInView) return;
    const [path] = keepInView.split('|');
    const open = ref.current?.querySelector<HTMLElement>(`a[href="${path}"]`);
    open?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [keepInView, ref]);

  if (tabs.length === 0) return null;
  return (
    <nav className="app-tab-bar" aria-label={label}>
      {strip.overflowing && <StripArrow direction={-1} enabled={strip.before} onStep={strip.step} />}
      <ul ref={ref}>
        {tabs.map((tab) => {
          const badge = badges[tab.path];
          return (
            <li key={tab.path}>
              <Link to={tab.path} aria-current={tab.path === openPath ? 'page' : undefined}>
                <i className={tab.icon} aria-hidden="true" />
                <span>{tab.label}</span>
                {badge && badge.count > 0 && <NavBadgeCount badge={badge} className="app-tab-bar__badge" />}
              </Link>
            </li>
          );
        })}
      </ul>
      {strip.overflowing && <StripArrow direction={1} enabled={strip.after} onStep={strip.step} />}
    </nav>
  );
}
