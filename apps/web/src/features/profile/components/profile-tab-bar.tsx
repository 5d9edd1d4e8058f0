import { texts } from '@school/contracts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NavBadgeCount } from '@/shared/ui/nav-badge-count';
import { useNavBadges } from '@/shared/ui/nav-badges';
import { useHorizontalOverflow } from '@/shared/ui/use-horizontal-overflow';
import { PROFILE_TABS, type ProfileTab, visibleProfileTabs } from '../profile-tabs';

type StripArrowProps = { direction: 1 | -1; enabled: boolean; onStep: (direction: 1 | -1) => void };

/** «‹» or «›» beside the tabs: for the mouse (the keyboard's focus scrolls a tab in by itself). */
function StripArrow({ direction, enabled, onStep }: StripArrowProps) {
  return (
    <button
      type="button"
      className="app-profile-tabs__arrow"
      aria-label={direction < 0 ? texts.profile.tabsBack : texts.profile.tabsForward}
      tabIndex={-1}
      disabled={!enabled}
      onClick={() => onStep(direction)}
    >
      <i className={direction < 0 ? 'pi pi-chevron-left' : 'pi pi-chevron-right'} aria-hidden="true" />
    </button>
  );
}

type ProfileTabBarProps = {
  /** Where the tabs hang: `/profile`, or `/admins/{id}` on someone else's profile. */
  base?: string;
  tabs?: ProfileTab[];
};

/**
 * The profile's tab bar: router links (real <a>, so a tab opens in a new browser tab too). Tabs that do not
 * fit scroll, with an arrow at each side that has more; the open tab is scrolled into view.
 */
export function ProfileTabBar({ base = '/profile', tabs: allTabs = PROFILE_TABS }: ProfileTabBarProps) {
  const { pathname } = useLocation();
  const tabs = visibleProfileTabs(allTabs);
  // A count the layout provides for a tab's path (the own profile's waiting questions).
  const badges = useNavBadges();
  const strip = useHorizontalOverflow<HTMLUListElement>();
  const { ref } = strip;

  const openPath = tabs.map((tab) => `${base}/${tab.to}`).find((path) => pathname.startsWith(path));
  // A badge arriving later (the waiting questions) widens a tab and can push the open one out of view again.
  const badgeCounts = tabs.map((tab) => badges[`${base}/${tab.to}`]?.count ?? 0).join(',');
  const keepInView = openPath ? `${openPath}|${badgeCounts}` : '';
  useEffect(() => {
    if (!keepInView) return;
    const [path] = keepInView.split('|');
    const open = ref.current?.querySelector<HTMLElement>(`a[href="${path}"]`);
    open?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [keepInView, ref]);

  if (tabs.length === 0) return null;
  return (
    <nav className="app-profile-tabs" aria-label={texts.profile.tabsLabel}>
      {strip.overflowing && <StripArrow direction={-1} enabled={strip.before} onStep={strip.step} />}
      <ul ref={ref}>
        {tabs.map((tab) => {
          const active = pathname.startsWith(`${base}/${tab.to}`);
          const badge = badges[`${base}/${tab.to}`];
          return (
            <li key={tab.to}>
              <Link to={`${base}/${tab.to}`} aria-current={active ? 'page' : undefined}>
                <i className={tab.icon} aria-hidden="true" />
                <span>{tab.label}</span>
                {badge && badge.count > 0 && (
                  <NavBadgeCount badge={badge} className="app-profile-tabs__badge" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {strip.overflowing && <StripArrow direction={1} enabled={strip.after} onStep={strip.step} />}
    </nav>
  );
}
