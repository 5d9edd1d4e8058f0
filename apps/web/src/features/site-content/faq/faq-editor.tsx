import { tagsFaqTexts } from '@school/contracts/texts/tags-faq';
import './faq.css';
import { type ContentSection, texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'primereact/skeleton';
import { type ReactNode, useId } from 'react';
import { EmptyState, LoadFailedState } from '@/shared/lists/empty-state';
import { showSuccess } from '@/shared/toast/toast-store';
import { FaqAddRow } from './faq-add-row';
import { FaqItemEditor } from './faq-item-editor';
import { FaqReadOnly } from './faq-read-only';
import { faqQuery, tagsQuery, useReorderFaq } from './faq-tags.api';
import { movedIds } from './lib/faq-draft';

const t = tagsFaqTexts.faq;

/**
 * A section's FAQ. Admins (`canEdit`) edit it in place: numbered items, each saved on leaving a changed
 * field, with a tag picker, up/down arrows and delete; a row at the end adds a question. Everyone else
 * reads it as an accordion.
 */
export function FaqEditor({ section, canEdit }: { section: ContentSection; canEdit: boolean }) {
  const titleId = useId();
  const faq = useQuery(faqQuery(section));
  const tags = useQuery(tagsQuery(section));
  const reorder = useReorderFaq(section);
  const items = faq.data?.items;

  const move = (from: number, to: number) => {
    if (!items) return;
    reorder.mutate(
      movedIds(
        items.map((item) => item.id),
        from,
        to,
      ),
      { onSuccess: () => showSuccess(t.orderSaved) },
    );
  };

  let body: ReactNode;
  if (faq.isError) {
    body = <LoadFailedState title={t.loadFailed} onRetry={faq.refetch} />;
  } else if (!items) {
    body = (
      <ul className="faq-list" aria-busy="true" aria-label={texts.common.loading}>
        {[0, 1].map((key) => (
          <li key={key}>
            <Skeleton height="9rem" />
          </li>
        ))}
      </ul>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon="pi-question-circle"
        title={t.emptyTitle}
        hint={canEdit ? t.emptyHint : t.emptyReadOnly}
      />
    );
  } else if (!canEdit) {
    body = <FaqReadOnly items={items} />;
  } else {
    body = (
      <ol className="faq-list" aria-label={t.listLabel}>
        {items.map((item, index) => (
          <FaqItemEditor
            key={item.id}
            section={section}
            item={item}
            index={index}
            count={items.length}
            tags={tags.data?.items ?? []}
            onMove={move}
            reordering={reorder.isPending}
          />
        ))}
      </ol>
    );
  }

  return (
    <section className="card faq-editor" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-card-title">
        {t.title}
      </h2>
      {body}
      {canEdit && items && <FaqAddRow section={section} />}
    </section>
  );
}
