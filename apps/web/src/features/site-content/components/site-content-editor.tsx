import { SITE_SUBTITLE_MAX, SITE_TITLE_MAX, type SiteContent, type SiteSection } from '@school/contracts';
import { siteContentTexts } from '@school/contracts/texts/site-content';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { CoverField } from '@/shared/files/cover-field';
import { TextField } from '@/shared/forms/text-field';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { RichTextEditor } from '@/shared/ui/rich-text-editor';
import { type ContentDraft, draftOf, fieldErrorsByRow, isDirty, saveBodyOf } from '../lib/content-draft';
import { useSaveSiteContent } from '../site-content.api';
import { SiteContentView, type ViewContent } from './site-content-view';
import { SiteFilesField } from './site-files-field';
import { SiteLinksField } from './site-links-field';

const t = siteContentTexts.siteContent;

export const viewOfDraft = (draft: ContentDraft): ViewContent => ({
  title: draft.title.trim(),
  subtitle: draft.subtitle.trim(),
  body: draft.body,
  coverUrl: draft.cover?.url ?? null,
  links: draft.links
    .filter((row) => row.link.trim())
    .map(({ key, link, name }) => ({ key, link: link.trim(), name })),
  files: draft.files.flatMap((row) =>
    row.file
      ? [{ key: row.key, name: row.name, size: row.file.size, url: row.file.url, fileName: row.file.name }]
      : [],
  ),
});

/** Asks before leaving the page (a link, back, closing the tab) while the draft has unsaved changes. */
function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmAction({
      message: t.leaveConfirm,
      danger: false,
      onAccept: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * The admins' editor of a settings page: title, subtitle, rich text, cover, links and files, saved together
 * with «Сохранить». A refused save keeps everything typed and shows the server's messages under the fields;
 * «Предпросмотр» shows the draft as the site would.
 */
export function SiteContentEditor({ section, content }: { section: SiteSection; content: SiteContent }) {
  const save = useSaveSiteContent(section);
  const bodyId = useId();
  const [draft, setDraft] = useState(() => draftOf(content));
  const [base, setBase] = useState(() => draftOf(content));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  // Until someone types in the body, what Quill renders is the stored body, not an edit.
  const bodyTouched = useRef(false);
  const dirty = isDirty(draft, base);
  useLeaveGuard(dirty && !save.isPending);

  const update = (patch: Partial<ContentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });
  const text = (name: 'title' | 'subtitle') => ({
    id: `site-content-${name}`,
    name,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => {
      update({ [name]: value });
      clearError(name);
    },
  });
  const reset = (next: SiteContent) => {
    bodyTouched.current = false;
    setDraft(draftOf(next));
    setBase(draftOf(next));
    setErrors({});
  };

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync(saveBodyOf(draft));
      reset(saved);
      showSuccess(t.saved);
    } catch (error) {
      // The toast comes from the query client; the draft stays as typed.
      if (isApiError(error)) setErrors(fieldErrorsByRow(draft, error.fieldErrors));
    }
  };

  return (
    <section className="card site-content__editor" aria-label={t.editorLabel}>
      <div className="site-content__modes">
        <Button
          type="button"
          icon={preview ? 'pi pi-pencil' : 'pi pi-eye'}
          label={preview ? t.edit : t.preview}
          outlined
          onClick={() => setPreview((value) => !value)}
        />
      </div>
      {preview ? (
        <section aria-label={t.previewLabel} className="site-content__preview">
          <SiteContentView content={viewOfDraft(draft)} emptyHint={t.emptyAdminHint} />
        </section>
      ) : (
        <div className="site-content__form">
          <TextField field={text('title')} label={t.title} maxLength={SITE_TITLE_MAX} />
          <TextField
            field={text('subtitle')}
            label={t.subtitle}
            type="textarea"
            maxLength={SITE_SUBTITLE_MAX}
          />
          <div
            className="app-field"
            onKeyDownCapture={() => {
              bodyTouched.current = true;
            }}
            onPasteCapture={() => {
              bodyTouched.current = true;
            }}
            onMouseDownCapture={() => {
              bodyTouched.current = true;
            }}
          >
            <label htmlFor={bodyId} className="font-medium">
              {t.body}
            </label>
            <RichTextEditor
              id={bodyId}
              label={t.body}
              value={draft.body}
              onChange={(html) => {
                update({ body: html });
                if (!bodyTouched.current) setBase((current) => ({ ...current, body: html }));
                clearError('body');
              }}
            />
            {errors.body && <small className="p-error app-field__error">{errors.body}</small>}
          </div>
          <CoverField
            label={t.cover}
            value={draft.cover}
            onChange={(cover) => {
              update({ cover });
              clearError('coverFileId');
            }}
            disabled={save.isPending}
          />
          {errors.coverFileId && <small className="p-error app-field__error">{errors.coverFileId}</small>}
          <SiteLinksField
            links={draft.links}
            onChange={(links) => update({ links })}
            errors={errors}
            disabled={save.isPending}
          />
          <SiteFilesField
            files={draft.files}
            onChange={(files) => update({ files })}
            errors={errors}
            disabled={save.isPending}
          />
        </div>
      )}
      <div className="site-content__actions">
        {dirty && (
          <span className="site-content__unsaved" role="status">
            <i className="pi pi-circle-fill" aria-hidden="true" /> {t.unsaved}
          </span>
        )}
        <Button
          type="button"
          label={t.reset}
          text
          disabled={!dirty || save.isPending}
          onClick={() => reset(content)}
        />
        <Button type="button" icon="pi pi-check" label={t.save} loading={save.isPending} onClick={onSave} />
      </div>
    </section>
  );
}
