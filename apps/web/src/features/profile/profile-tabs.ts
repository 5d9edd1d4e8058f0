import { isAdminRole, type Role, texts } from '@school/contracts';

const t = texts.profile.tabs;

/** A tab of the own profile; `to` is relative to /profile. `built: false` tabs are not shown yet. */
export type ProfileTab = { label: string; icon: string; to: string; built: boolean };

/**
 * The own profile's tabs: the staff profile tabs of spec §2 in order (courses is the default), then
 * settings and earnings. The issue that builds a section flips its `built` flag and adds its route.
 */
export const PROFILE_TABS: ProfileTab[] = [
  { label: t.courses, icon: 'pi pi-book', to: 'courses', built: true },
  { label: t.questions, icon: 'pi pi-question-circle', to: 'questions', built: true },
  { label: t.feed, icon: 'pi pi-megaphone', to: 'feed', built: true },
  { label: t.services, icon: 'pi pi-briefcase', to: 'services', built: true },
  { label: t.broadcasts, icon: 'pi pi-video', to: 'broadcasts', built: true },
  { label: t.users, icon: 'pi pi-users', to: 'users', built: true },
  { label: t.applications, icon: 'pi pi-inbox', to: 'applications', built: true },
  { label: t.salesCourses, icon: 'pi pi-shopping-cart', to: 'sales-courses', built: true },
  { label: t.settings, icon: 'pi pi-cog', to: 'settings', built: true },
  { label: t.earnings, icon: 'pi pi-money-bill', to: 'earnings', built: true },
];

/**
 * A curator's or speaker's profile at /admins/{id} (spec's «Курсы» variant): the staff profile tabs with
 * «Курсы» in place of «Мои курсы».
 */
export const STAFF_PROFILE_TABS: ProfileTab[] = [
  { label: t.allCourses, icon: 'pi pi-book', to: 'courses', built: true },
  { label: t.questions, icon: 'pi pi-question-circle', to: 'questions', built: true },
  { label: t.feed, icon: 'pi pi-megaphone', to: 'feed', built: true },
  { label: t.services, icon: 'pi pi-briefcase', to: 'services', built: true },
  { label: t.broadcasts, icon: 'pi pi-video', to: 'broadcasts', built: true },
  { label: t.users, icon: 'pi pi-users', to: 'users', built: true },
  { label: t.applications, icon: 'pi pi-inbox', to: 'applications', built: true },
  { label: t.salesCourses, icon: 'pi pi-shopping-cart', to: 'sales-courses', built: true },
  { label: t.earnings, icon: 'pi pi-money-bill', to: 'earnings', built: true },
];

/**
 * An administrator's profile at /admins/{id} gets the spec's shorter set: courses, questions, services and
 * broadcasts — an administrator's students, applications and sales are the whole school's, which the admin
 * sections already show.
 */
const ADMIN_PROFILE_TAB_PATHS: readonly string[] = ['courses', 'questions', 'services', 'broadcasts'];

/** The tabs of someone's profile at /admins/{id}, by their role. */
export function staffProfileTabs(role: Role): ProfileTab[] {
  return isAdminRole(role)
    ? STAFF_PROFILE_TABS.filter((tab) => ADMIN_PROFILE_TAB_PATHS.includes(tab.to))
    : STAFF_PROFILE_TABS;
}

export function visibleProfileTabs(tabs: ProfileTab[] = PROFILE_TABS): ProfileTab[] {
  return tabs.filter((tab) => tab.built);
}
