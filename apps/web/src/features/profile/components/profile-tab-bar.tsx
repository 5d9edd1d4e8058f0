import { texts } from '@school/contracts';
import { TabBar } from '@/shared/ui/tab-bar';
import { PROFILE_TABS, type ProfileTab, visibleProfileTabs } from '../profile-tabs';

type ProfileTabBarProps = {
  /** Where the tabs hang: `/profile`, or `/admins/{id}` on someone else's profile. */
  base?: string;
  tabs?: ProfileTab[];
};

/** The profile's tabs (own or someone's), with the waiting questions' count the layout provides. */
export function ProfileTabBar({ base = '/profile', tabs = PROFILE_TABS }: ProfileTabBarProps) {
  const links = visibleProfileTabs(tabs).map((tab) => ({
    path: `${base}/${tab.to}`,
    label: tab.label,
    icon: tab.icon,
  }));
  return <TabBar label={texts.profile.tabsLabel} tabs={links} />;
}
