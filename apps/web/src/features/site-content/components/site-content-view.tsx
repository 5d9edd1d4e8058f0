import { formatFileSize } from '@school/contracts';
import { siteContentTexts } from '@school/contracts/texts/site-content';
import { Button } from 'primereact/button';
import { EmptyState } from '@/shared/lists/empty-state';
import { inertHtml } from '../lib/safe-html';
import { useDownloadSiteFile } from '../site-content.api';

const t = siteContentTexts.siteContent;

/** What the view shows: saved content, or the editor's draft in «Предпросмотр». */
export type ViewContent = {
  title: string;
  subtitle: string;
  body: string;
  coverUrl: string | null;
  links: { key: string; link: string; name: string }[];
  /** `url` is absent for a file uploaded into an unsaved draft. */
  files: { key: string; name: string; size: number; url?: string | undefined; fileName: string }[];
};

const isBlank = (content: ViewContent) =>
  !content.title &&
  !content.subtitle &&
  !content.body.replace(/<p><br><\/p>/g, '').trim() &&
  !content.coverUrl &&
  content.links.length === 0 &&
  content.files.length === 0;

/** The page as the school's site shows it, read-only: cover, title, subtitle, text, links and files. */
export function SiteContentView({ content, emptyHint }: { content: ViewContent; emptyHint: string }) {
  const download = useDownloadSiteFile();
  if (isBlank(content)) return <EmptyState title={t.emptyTitle} hint={emptyHint} icon="pi-file" />;
  return (
    <article className="site-content-view">
      {content.coverUrl && <img className="site-content-view__cover" src={content.coverUrl} alt="" />}
      {content.title && <h2 className="site-content-view__title">{content.title}</h2>}
      {content.subtitle && <p className="site-content-view__subtitle">{content.subtitle}</p>}
      {content.body && (
        <div
          className="site-content-view__body"
          // The server sanitises what it stores; inertHtml covers an unsaved draft in the preview too.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text, see above
          dangerouslySetInnerHTML={{ __html: inertHtml(content.body) }}
        />
      )}
      {content.links.length > 0 && (
        <section aria-label={t.links}>
          <h3 className="site-content-view__heading">{t.links}</h3>
          <ul className="site-content-view__links">
            {content.links.map((link) => (
              <li key={link.key}>
                <i className="pi pi-external-link" aria-hidden="true" />
                <a href={link.link} target="_blank" rel="noopener noreferrer">
                  {link.name || link.link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {content.files.length > 0 && (
        <section aria-label={t.files}>
          <h3 className="site-content-view__heading">{t.files}</h3>
          <ul className="site-content-view__files">
            {content.files.map((file) => {
              const { url } = file;
              const label = file.name || file.fileName;
              return (
                <li key={file.key}>
                  <i className="pi pi-file" aria-hidden="true" />
                  {url ? (
                    <Button
                      type="button"
                      link
                      className="p-0"
                      label={label}
                      aria-label={`${t.download}: ${label}`}
                      onClick={() => download.mutate({ url, name: file.fileName })}
                    />
                  ) : (
                    <span>{label}</span>
                  )}
                  <small className="text-color-secondary">{formatFileSize(file.size)}</small>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}
