import { CONTENT_SECTION_OF_SITE, isAdminRole, type SiteSection, texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { lazyPage } from '@/shared/lib/lazy-page';
import { getRole } from '@/shared/session/session';
import { faqQuery, tagsQuery } from './faq/faq-tags.api';
import type { SiteContentHandle } from './lib/site-section';
import { siteContentQuery } from './site-content.api';

const m = texts.menu;

/** Spec §2: each settings page loads its content, FAQ and tags in parallel before it shows. */
export const siteContentLoader = (section: SiteSection) => () => {
  const contentSection = CONTENT_SECTION_OF_SITE[section];
  return Promise.all([
    queryClient.ensureQueryData(siteContentQuery(section)),
    queryClient.ensureQueryData(faqQuery(contentSection)),
    queryClient.ensureQueryData(tagsQuery(contentSection)),
  ]).then(() => ({ section }));
};

const PAGES: { section: SiteSection; breadcrumb: SiteContentHandle['breadcrumb'] }[] = [
  { section: 'promo', breadcrumb: m.settingsPromo },
  { section: 'promo-club', breadcrumb: m.settingsPromoClub },
  { section: 'promo-marketplace', breadcrumb: m.settingsPromoMarketplace },
  // Curators and speakers reach this page from the menu's «Поддержка».
  { section: 'admin-info', breadcrumb: () => (isAdminRole(getRole()) ? m.settingsAdminInfo : m.support) },
  { section: 'earnings', breadcrumb: m.settingsEarnings },
];

/**
 * /settings-promo, /settings-promo-club, /settings-promo-marketplace, /settings-admin-info, /settings-earnings:
 * open to any signed-in role (spec §6), so they sit in the guarded children, not the admin-only group; the
 * server lets only admins save.
 */
export const siteContentRoutes: RouteObject[] = PAGES.map(({ section, breadcrumb }) => ({
  path: `settings-${section}`,
  loader: siteContentLoader(section),
  lazy: lazyPage(() => import('./pages/site-content-page'), 'SiteContentPage'),
  handle: { breadcrumb, section } satisfies SiteContentHandle,
}));
