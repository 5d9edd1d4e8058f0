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
