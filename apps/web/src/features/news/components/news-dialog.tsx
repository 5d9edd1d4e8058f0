import { formatDateTime, NEWS_TITLE_MAX, type NewsItem, texts } from '@school/contracts';
import { newsTexts } from '@school/contracts/texts/news';
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { type Cover, CoverField } from '@/shared/files/cover-field';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { RichTextEditor } from '@/shared/ui/rich-text-editor';
import { newsFormInitial, newsFormSchema } from '../lib/news-form';
import { useCreateNews, useUpdateNews } from '../news.api';

const t = newsTexts.news;

type NewsDialogProps = {
  /** The item to edit; null adds one by `adminId` (the caller when undefined). */
  item: NewsItem | null;
  adminId: number | undefined;
  onClose: () => void;
};

/** Add or edit a news item: title, rich text, cover, and when it goes out (a future moment schedules it). */
export function NewsDialog({ item, adminId, onClose }: NewsDialogProps) {
  const create = useCreateNews(adminId);
  const update = useUpdateNews();
  const [cover, setCover] = useState<Cover>(item?.cover ?? null);
  const form = useZodForm(newsFormSchema, newsFormInitial(item), async (values) => {
    const body = { ...values, coverFileId: cover?.id ?? null };
    if (item) {
      await update.mutateAsync({ id: item.id, body });
      showSuccess(texts.notices.newsUpdated);
    } else {
      await create.mutateAsync(body);
      showSuccess(texts.notices.newsCreated);
    }
    onClose();
  });
  const content = form.field('contentHtml');
  const publishedAt = form.field('publishedAt');
  const when = publishedAt.value ? new Date(publishedAt.value) : null;
  const ahead = when !== null && when.getTime() > Date.now();
  const noteId = `${publishedAt.id}-note`;

  return (
    <FormDialog
      header={item ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      width="48rem"
      history={item ? { section: 'news', entityId: item.id } : undefined}
    >
      <TextField field={form.field('title')} label={t.titleField} autoFocus maxLength={NEWS_TITLE_MAX} />
      <div className="app-field">
        <span className="font-medium" id={`${content.id}-label`}>
          {t.content}
        </span>
        <RichTextEditor id={content.id} value={content.value} onChange={content.onChange} label={t.content} />
        {content.error && <small className="p-error app-field__error">{content.error}</small>}
      </div>
      <div className="app-field">
        <label htmlFor={publishedAt.id}>{t.publishedAt}</label>
        <Calendar
          inputId={publishedAt.id}
          value={when}
          onChange={(event) =>
            publishedAt.onChange(event.value instanceof Date ? event.value.toISOString() : '')
          }
          showTime
          hourFormat="24"
          dateFormat="dd.mm.yy"
          placeholder={t.publishedAtPlaceholder}
          showIcon
          showButtonBar
          invalid={Boolean(publishedAt.error)}
          aria-describedby={noteId}
          className="w-full"
        />
        <small id={noteId} className={publishedAt.error ? 'p-error app-field__error' : 'app-field__hint'}>
          {publishedAt.error ?? (ahead ? t.scheduledHint(formatDateTime(when)) : t.publishedAtHint)}
        </small>
      </div>
      <CoverField label={t.cover} value={cover} onChange={setCover} disabled={form.submitting} />
    </FormDialog>
  );
}
