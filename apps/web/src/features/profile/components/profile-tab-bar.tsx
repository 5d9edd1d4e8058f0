import { texts } from '@school/contracts';
import { Link, useLocation } from 'react-router';
import { useNavBadges } from '@/shared/ui/nav-badges';
import { PROFILE_TABS, type ProfileTab, visibleProfileTabs } from '../profile-tabs';

type ProfileTabBarProps = {
  /** Where the tabs hang: `/profile`, or `/admins/{id}` on someone else's profile. */
  base?: string;
  tabs?: ProfileTab[];
};

/** The profile's tab bar: router links (real <a>, so a tab opens in a new browser tab too). */
export function ProfileTabBar({ base = '/profile', tabs: allTabs = PROFILE_TABS }: ProfileTabBarProps) {
  const { pathname } = useLocation();
  const tabs = visibleProfileTabs(allTabs);
  // A count the layout provides for a tab's path (the own profile's waiting questions).
  const badges = useNavBadges();
  if (tabs.length === 0) return null;
  return (
    <nav className="app-profile-tabs" aria-label={texts.profile.tabsLabel}>
      <ul>
        {tabs.map((tab) => {
          const active = pathname.startsWith(`${base}/${tab.to}`);
          const badge = badges[`${base}/${tab.to}`];
          return (
            <li key={tab.to}>
              <Link to={`${base}/${tab.to}`} aria-current={active ? 'page' : undefined}>
                <i className={tab.icon} aria-hidden="true" />
                <span>{tab.label}</span>
                {badge && badge.count > 0 && (
                  <span className="app-profile-tabs__badge">
                    <span aria-hidden="true">{badge.count}</span>
                    <span className="app-visually-hidden">, {badge.label}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
