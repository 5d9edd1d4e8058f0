import { z } from 'zod';

/**
 * Sections whose FAQ and tags the settings pages load in parallel (spec §2): `all` is the main page
 * (settings-promo), `admin` the information for administrators, `income` the earnings page.
 */
export const CONTENT_SECTIONS = ['all', 'club', 'marketplace', 'admin', 'income'] as const;
export const contentSectionSchema = z.enum(CONTENT_SECTIONS);
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const CONTENT_SECTION_LABELS: Record<ContentSection, string> = {
  all: 'Главная страница',
  club: 'Клуб',
  marketplace: 'Маркетплейс',
  admin: 'Информация для администраторов',
  income: 'Заработок',
};

/**
 * The settings pages (spec §2), each editing the site blocks of its own section and showing the FAQ and tags
 * of the matching content section. `admin-info` is «Информация для администраторов» — the curators' and
 * speakers' «Поддержка», read-only for them.
 */
export const SITE_SECTIONS = ['promo', 'promo-club', 'promo-marketplace', 'admin-info', 'earnings'] as const;
export const siteSectionSchema = z.enum(SITE_SECTIONS);
export type SiteSection = z.infer<typeof siteSectionSchema>;

/** A settings page as a record of the audit log (`site-content` №N): its place in SITE_SECTIONS, from 1. */
export const siteSectionRecordId = (section: SiteSection): number => SITE_SECTIONS.indexOf(section) + 1;

export const CONTENT_SECTION_OF_SITE: Record<SiteSection, ContentSection> = {
  promo: 'all',
  'promo-club': 'club',
  'promo-marketplace': 'marketplace',
  'admin-info': 'admin',
  earnings: 'income',
};

/** The settings page that edits a content section (its FAQ among it), e.g. `club` → `/settings-promo-club`. */
export function contentSectionPath(section: ContentSection): string | null {
  const site = SITE_SECTIONS.find((one) => CONTENT_SECTION_OF_SITE[one] === section);
  return site ? `/settings-${site}` : null;
}

/** What the school's public site may read without a token (`GET /api/public/content/{section}`). */
export const PUBLIC_SITE_SECTIONS = [
  'promo',
  'promo-club',
  'promo-marketplace',
] as const satisfies readonly SiteSection[];
