import { isAdminRole, type Role, texts } from '@school/contracts';

const m = texts.menu;

export type MenuLink = {
  label: string;
  icon: string;
  to: string /** false until its section exists. */;
  built: boolean;
};
export type MenuGroup = { label: string; icon: string; items: MenuLink[] };
export type MenuAction = { label: string; icon: string; action: 'logout' };
export type MenuEntry = MenuLink | MenuGroup | MenuAction;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;
export const isMenuAction = (entry: MenuEntry): entry is MenuAction => 'action' in entry;

const logout: MenuAction = { label: m.logout, icon: 'pi pi-sign-out', action: 'logout' };
const profile: MenuLink = { label: m.profile, icon: 'pi pi-user', to: '/profile', built: true };
/** «Главная» (issue 31, docs/product-decisions.md): above the spec's items for every role. */
const dashboard: MenuLink = { label: m.dashboard, icon: 'pi pi-home', to: '/dashboard', built: true };

/**
 * The whole main menu of admin and super-admin, in spec §2 order. A section that is not built yet stays
 * here with `built: false` and is not shown (no dead links): the issue that builds it flips the flag.
 */
export const ADMIN_MENU: MenuEntry[] = [
  dashboard,
  { label: m.users, icon: 'pi pi-users', to: '/users', built: true },
  { label: m.admins, icon: 'pi pi-id-card', to: '/admins', built: true },
  { label: m.courses, icon: 'pi pi-book', to: '/courses', built: true },
  { label: m.directions, icon: 'pi pi-compass', to: '/directions', built: true },
  { label: m.applications, icon: 'pi pi-briefcase', to: '/applications', built: true },
  { label: m.applicationsForTraining, icon: 'pi pi-inbox', to: '/applications-for-training', built: true },
  {
    label: m.applicationsMarketplace,
    icon: 'pi pi-shopping-bag',
    to: '/applications-marketplace',
    built: true,
  },
  {
    label: m.salesGroup,
    icon: 'pi pi-wallet',
    items: [
      { label: m.sales, icon: 'pi pi-shopping-cart', to: '/sales', built: true },
      { label: m.paymentsStatistics, icon: 'pi pi-chart-line', to: '/payments-statistics', built: true },
      { label: m.cancelReasons, icon: 'pi pi-ban', to: '/cancel-reasons', built: true },
      { label: m.referralSystem, icon: 'pi pi-percentage', to: '/referral-system', built: true },
      { label: m.withdrawals, icon: 'pi pi-send', to: '/withdrawals', built: true },
    ],
  },
  {
    label: m.settingsGroup,
    icon: 'pi pi-cog',
    items: [
      { label: m.settingsPromo, icon: 'pi pi-home', to: '/settings-promo', built: true },
      { label: m.settingsPromoClub, icon: 'pi pi-star', to: '/settings-promo-club', built: true },
      {
        label: m.settingsPromoMarketplace,
        icon: 'pi pi-shop',
        to: '/settings-promo-marketplace',
        built: true,
      },
      { label: m.settingsReviews, icon: 'pi pi-comments', to: '/settings-reviews', built: true },
      { label: m.settingsAdminInfo, icon: 'pi pi-info-circle', to: '/settings-admin-info', built: true },
      { label: m.settingsEarnings, icon: 'pi pi-money-bill', to: '/settings-earnings', built: true },
      { label: m.mailOutbox, icon: 'pi pi-envelope', to: '/mail-outbox', built: true },
      { label: m.audit, icon: 'pi pi-history', to: '/audit', built: true },
      { label: m.trash, icon: 'pi pi-trash', to: '/trash', built: true },
    ],
  },
  { label: m.referralList, icon: 'pi pi-share-alt', to: '/refferal-list', built: true },
  { label: m.onboardingStatistics, icon: 'pi pi-chart-bar', to: '/onboarding-statistics', built: true },
  profile,
  logout,
];

/** Curator and speaker (spec §2): «Главная», then profile, support, earnings, logout. */
export const STAFF_MENU: MenuEntry[] = [
  dashboard,
  profile,
  { label: m.support, icon: 'pi pi-question-circle', to: '/settings-admin-info', built: true },
  { label: m.earnings, icon: 'pi pi-money-bill', to: '/earnings', built: true },
  logout,
];

/** Drops unbuilt links, then groups left empty. */
export function visibleMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (isMenuAction(entry)) return [entry];
    if (isMenuGroup(entry)) {
      const items = entry.items.filter((item) => item.built);
      return items.length > 0 ? [{ ...entry, items }] : [];
    }
    return entry.built ? [entry] : [];
  });
}

/** The menu is chosen by the role kept in localStorage (spec §2); no role means the smaller menu. */
export function menuForRole(role: Role | null): MenuEntry[] {
  return visibleMenu(isAdminRole(role) ? ADMIN_MENU : STAFF_MENU);
}

/** Every link of a menu, groups flattened: what the topbar search looks through. */
export function menuLinks(entries: MenuEntry[]): MenuLink[] {
  return entries.flatMap((entry) => (isMenuGroup(entry) ? entry.items : isMenuAction(entry) ? [] : [entry]));
}
