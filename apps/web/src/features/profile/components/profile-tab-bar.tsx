import { texts } from '@school/contracts';
import { Link, useLocation } from 'react-router';
import { visibleProfileTabs } from '../profile-tabs';

/** The profile's tab bar: router links (real <a>, so a tab opens in a new browser tab too). */
export function ProfileTabBar() {
  const { pathname } = useLocation();
  const tabs = visibleProfileTabs();
  if (tabs.length === 0) return null;
  return (
    <nav className="app-profile-tabs" aria-label={texts.profile.tabsLabel}>
      <ul>
        {tabs.map((tab) => {
          const active = pathname.startsWith(`/profile/${tab.to}`);
          return (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={active ? 'page' : undefined}>
                <i className={tab.icon} aria-hidden="true" />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
