import { formatDateTime, type NewsItem, texts } from '@school/contracts';
import { newsTexts } from '@school/contracts/texts/news';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';

const t = newsTexts.news;

type NewsCardProps = {
  item: NewsItem;
  /** The author or an admin: the edit and delete buttons show only then (the server checks the same). */
  canManage: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

const authorName = (item: NewsItem) =>
  item.author ? [item.author.lastName, item.author.firstName].filter(Boolean).join(' ') : t.authorDeleted;

/** One news item: cover, title, author and date (or «Запланировано на …»), the text as the server keeps it. */
export function NewsCard({ item, canManage, deleting, onEdit, onDelete }: NewsCardProps) {
  const headingId = `news-${item.id}`;
  const at = formatDateTime(item.publishedAt);
  return (
    <li className="app-news-card" aria-labelledby={headingId}>
      {item.cover && <img className="app-news-card__cover" src={item.cover.url} alt="" loading="lazy" />}
      <div className="app-news-card__body">
        <div className="app-news-card__head">
          <h3 id={headingId} className="app-news-card__title">
            {item.title}
          </h3>
          {canManage && (
            <div className="app-news-card__actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t.editLabel(item.title)}
                title={texts.lists.edit}
                onClick={onEdit}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t.deleteLabel(item.title)}
                title={texts.lists.delete}
                loading={deleting}
                onClick={onDelete}
              />
            </div>
          )}
        </div>
        <p className="app-news-card__meta">
          <span>{authorName(item)}</span>
          <span aria-hidden="true"> · </span>
          {item.scheduled ? (
            <Tag severity="warning" icon="pi pi-clock" value={t.scheduledTag(at)} />
          ) : (
            <time dateTime={item.publishedAt}>{at}</time>
          )}
        </p>
        {item.contentHtml && (
          <div
            className="app-news-card__content app-rich-content"
            // The server stored this through sanitizeRichHtml (no script, no on* attributes, no
            // javascript: links), so it is shown as the HTML it is.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
            dangerouslySetInnerHTML={{ __html: item.contentHtml }}
          />
        )}
      </div>
    </li>
  );
}
