import { texts } from '@school/contracts';

const t = texts.profile.tabs;

/** A tab of the own profile; `to` is relative to /profile. `built: false` tabs are not shown yet. */
export type ProfileTab = { label: string; icon: string; to: string; built: boolean };

/**
 * The own profile's tabs: the staff profile tabs of spec §2 in order (courses is the default), then
 * settings and earnings. The issue that builds a section flips its `built` flag and adds its route.
 */
export const PROFILE_TABS: ProfileTab[] = [
  { label: t.courses, icon: 'pi pi-book', to: 'courses', built: true },
  { label: t.questions, icon: 'pi pi-question-circle', to: 'questions', built: false },
  { label: t.feed, icon: 'pi pi-megaphone', to: 'feed', built: false },
  { label: t.services, icon: 'pi pi-briefcase', to: 'services', built: true },
  { label: t.broadcasts, icon: 'pi pi-send', to: 'broadcasts', built: false },
  { label: t.users, icon: 'pi pi-users', to: 'users', built: true },
  { label: t.applications, icon: 'pi pi-inbox', to: 'applications', built: true },
  { label: t.salesCourses, icon: 'pi pi-shopping-cart', to: 'sales-courses', built: true },
  { label: t.settings, icon: 'pi pi-cog', to: 'settings', built: true },
];

/** Someone else's profile, /admins/{id} (spec's «Курсы» variant): their courses, services, students, applications and course sales. */
export const STAFF_PROFILE_TABS: ProfileTab[] = [
  { label: t.allCourses, icon: 'pi pi-book', to: 'courses', built: true },
  { label: t.services, icon: 'pi pi-briefcase', to: 'services', built: true },
  { label: t.users, icon: 'pi pi-users', to: 'users', built: true },
  { label: t.applications, icon: 'pi pi-inbox', to: 'applications', built: true },
  { label: t.salesCourses, icon: 'pi pi-shopping-cart', to: 'sales-courses', built: true },
];

export function visibleProfileTabs(tabs: ProfileTab[] = PROFILE_TABS): ProfileTab[] {
  return tabs.filter((tab) => tab.built);
}
