import {
  CONTENT_SECTION_OF_SITE,
  formatDateTime,
  isAdminRole,
  type SiteContent,
  type SiteSection,
  siteSectionRecordId,
  texts,
} from '@school/contracts';
import { siteContentTexts } from '@school/contracts/texts/site-content';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { getRole } from '@/shared/session/session';
import { SiteContentView, type ViewContent } from '../components/site-content-view';
import { SectionFaqPanel } from '../faq/section-faq-panel';
import { siteSectionOf } from '../lib/site-section';
import { useSiteContent } from '../site-content.api';
import '../site-content.css';

const t = siteContentTexts.siteContent;

// The editor brings Quill (~200 KiB): only admins download it, after the page has shown.
const SiteContentEditor = lazy(() =>
  import('../components/site-content-editor').then((module) => ({ default: module.SiteContentEditor })),
);

// /settings-earnings only: the commission rules and the payout minimum (their contracts load with this chunk).
const BalanceSettingsPanel = lazy(() =>
  import('../balances/balance-settings-panel').then((module) => ({ default: module.BalanceSettingsPanel })),
);

const viewOf = (content: SiteContent): ViewContent => ({
  title: content.title,
  subtitle: content.subtitle,
  body: content.body,
  coverUrl: content.cover?.url ?? null,
  links: content.links.map((link, index) => ({ key: String(index), ...link })),
  files: content.files.map(({ file, name }) => ({
    key: String(file.id),
    name,
    size: file.size,
    url: file.url,
    fileName: file.name,
  })),
});

const skeleton = (
  <section className="card site-content__skeleton" aria-busy="true" aria-label={t.editorLabel}>
    <Skeleton height="2rem" width="60%" />
    <Skeleton height="1.25rem" width="80%" />
    <Skeleton height="10rem" />
  </section>
);

/** The page's title: «Информация для администраторов» is the curators' and speakers' «Поддержка». */
export const sectionTitle = (section: SiteSection, isAdmin: boolean) =>
  section === 'admin-info' && !isAdmin ? t.supportTitle : t.titles[section];

/**
 * The five settings pages (/settings-promo …), one component: the section comes from the route's handle
 * (or a prop). Admins edit the content with a preview; curators and speakers read it as the site shows it.
 * Below it, the section's FAQ and tags.
 */
export function SiteContentPage({ section: sectionProp }: { section?: SiteSection }) {
  const matches = useMatches();
  const section = sectionProp ?? siteSectionOf(matches);
  const isAdmin = isAdminRole(getRole());
  const content = useSiteContent(section);
  const updatedAt = content.data?.updatedAt;

  return (
    <div className="site-content">
      <header className="card site-content__header">
        <h1 className="app-card-title">{sectionTitle(section, isAdmin)}</h1>
        {isAdmin && <p className="app-card-hint mb-0">{t.hints[section]}</p>}
        {isAdmin && content.data && (
          <small className="text-color-secondary">
            {updatedAt
              ? t.updated(formatDateTime(updatedAt), content.data.updatedBy?.name ?? null)
              : t.neverUpdated}
          </small>
        )}
      </header>
      {content.isPending ? (
        skeleton
      ) : content.isError ? (
        <section className="card app-empty-state" role="alert">
          <p className="app-empty-state__title">{t.loadFailed}</p>
          <Button label={texts.common.retry} icon="pi pi-refresh" text onClick={() => content.refetch()} />
        </section>
      ) : isAdmin ? (
        // A new key after another section's page, so the editor's draft starts from that section's content.
        <Suspense fallback={skeleton}>
          <SiteContentEditor key={section} section={section} content={content.data} />
        </Suspense>
      ) : (
        <section className="card">
          <SiteContentView content={viewOf(content.data)} emptyHint={t.emptyHint} />
        </section>
      )}
      {isAdmin && (
        <LazyRecordHistory
          key={section}
          section="site-content"
          entityId={siteSectionRecordId(section)}
          title={t.historyTitle}
          card
        />
      )}
      {section === 'earnings' && (
        <Suspense fallback={<Skeleton height="12rem" />}>
          <BalanceSettingsPanel />
        </Suspense>
      )}
      <SectionFaqPanel section={CONTENT_SECTION_OF_SITE[section]} canEdit={isAdmin} />
    </div>
  );
}
