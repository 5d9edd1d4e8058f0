import { type SiteSection, siteSectionSchema } from '@school/contracts';
import type { UIMatch } from 'react-router';

/** The route handle of a settings page: its breadcrumb and the site section it edits. */
export type SiteContentHandle = { breadcrumb: string | ((data: unknown) => string); section: SiteSection };

/** The section of the deepest route that names one (the settings routes put it in their handle). */
export function siteSectionOf(matches: readonly UIMatch[]): SiteSection {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<SiteContentHandle> | undefined;
    const parsed = siteSectionSchema.safeParse(handle?.section);
    if (parsed.success) return parsed.data;
  }
  return 'promo';
}
