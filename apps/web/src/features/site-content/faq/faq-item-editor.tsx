import {
  type ContentSection,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  type FaqItem,
  type Tag,
  texts,
} from '@school/contracts';
import { tagsFaqTexts } from '@school/contracts/texts/tags-faq';
import { useQueryClient } from '@tanstack/react-query';
import { MultiSelect } from 'primereact/multiselect';
import { useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { notifyError } from '@/shared/api/notify-error';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { faqQuery, useDeleteFaqItem, useUpdateFaqItem } from './faq-tags.api';
import { FaqTextField } from './faq-text-field';
import {
  draftOf,
  type FaqDraft,
  type FaqDraftErrors,
  type FaqDraftField,
  faqBlurPlan,
  faqFieldError,
  rebaseFaqDraft,
} from './lib/faq-draft';
import { TagLabel } from './tag-label';

const t = tagsFaqTexts.faq;

type FaqItemEditorProps = {
  section: ContentSection;
  item: FaqItem;
  index: number;
  count: number;
  /** The section's tags: what the picker offers. */
  tags: readonly Tag[];
  onMove: (from: number, to: number) => void;
  /** The new order is being saved: the arrows wait. */
  reordering: boolean;
};

/** The server's field messages where they belong; anything else under the field that was left. */
function failureErrors(error: unknown, field: FaqDraftField): FaqDraftErrors {
  const errors: FaqDraftErrors = {};
  if (isApiError(error)) {
    for (const { path, message } of error.fieldErrors) {
      if (path === 'question' || path === 'answer') errors[path] = message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : { [field]: errorText(error) };
}

/**
 * One numbered question of the FAQ editor. The texts save when a field is left and only when they changed
 * (spec §4); a broken limit or a failed save keeps what was typed, with the message under the field. The
 * tags save at once on every change of the picker.
 */
export function FaqItemEditor({ section, item, index, count, tags, onMove, reordering }: FaqItemEditorProps) {
  const id = useId();
  const number = index + 1;
  const [draft, setDraft] = useState<FaqDraft>(() => draftOf(item));
  const [base, setBase] = useState<FaqDraft>(() => draftOf(item));
  if (item.question !== base.question || item.answer !== base.answer) {
    // New saved texts (a refetch): adopted where nothing is being typed, so a stale text is never sent back.
    setDraft(rebaseFaqDraft(draft, base, draftOf(item)));
    setBase(draftOf(item));
  }
  const [errors, setErrors] = useState<FaqDraftErrors>({});
  const update = useUpdateFaqItem(section);
  const saveTags = useUpdateFaqItem(section);
  const remove = useDeleteFaqItem(section);
  const queryClient = useQueryClient();

  // A save still under way counts as saved, so leaving the other field does not send this one again.
  const saved: FaqDraft = update.isPending ? { ...draftOf(item), ...update.variables.body } : draftOf(item);

  const change = (field: FaqDraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: faqFieldError(field, value) }));
  };

  const leave = (field: FaqDraftField) => {
    const plan = faqBlurPlan(saved, draft);
    if (!plan) return setErrors({});
    if ('errors' in plan) return setErrors(plan.errors);
    setErrors({});
    update.mutate(
      { id: item.id, body: plan.body },
      {
        onSuccess: () => showSuccess(t.saved),
        onError: (error) => setErrors(failureErrors(error, field)),
      },
    );
  };

  const tagIds =
    saveTags.isPending && saveTags.variables.body.tagIds
      ? saveTags.variables.body.tagIds
      : item.tags.map((tag) => tag.id);
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));

  const onDelete = () =>
    confirmAction({
      message: t.deleteConfirm(item.question),
      // The promise, not a per-call onSuccess: the refetch unmounts this item, and React Query drops the
      // callbacks of an unmounted caller (the undo toast would never show).
      onAccept: () =>
        remove
          .mutateAsync(item.id)
          .then(({ undo }) =>
            showUndo(t.deleted, undo, () =>
              queryClient.invalidateQueries({ queryKey: faqQuery(section).queryKey }),
            ),
          )
          .catch(() => {}),
    });

  const name = t.questionNumbered(number);
  return (
    <li className="faq-item">
      <div className="faq-item__head">
        <span className="faq-item__number" aria-hidden="true">
          {number}
        </span>
        <span className="faq-item__actions">
          <MoveButtons index={index} count={count} onMove={onMove} name={name} disabled={reordering} />
          <RowAction
            icon="pi-trash"
            label={texts.lists.delete}
            name={name}
            severity="danger"
            size="small"
            loading={remove.isPending}
            onClick={onDelete}
          />
        </span>
      </div>
      <FaqTextField
        id={`${id}-question`}
        label={name}
        value={draft.question}
        max={FAQ_QUESTION_MAX}
        error={errors.question}
        multiline
        rows={1}
        enterLeaves
        onChange={(value) => change('question', value)}
        onBlur={() => leave('question')}
      />
      <FaqTextField
        id={`${id}-answer`}
        label={t.answerNumbered(number)}
        value={draft.answer}
        max={FAQ_ANSWER_MAX}
        error={errors.answer}
        multiline
        onChange={(value) => change('answer', value)}
        onBlur={() => leave('answer')}
      />
      <div className="faq-field">
        <label htmlFor={`${id}-tags`}>{t.tagsOf(number)}</label>
        <MultiSelect
          inputId={`${id}-tags`}
          className="w-full faq-item__tags"
          value={tagIds}
          options={[...tags]}
          optionLabel="header"
          optionValue="id"
          placeholder={t.tagsPlaceholder}
          emptyMessage={t.noTags}
          showSelectAll={false}
          filter={tags.length > 8}
          disabled={tags.length === 0 && tagIds.length === 0}
          scrollHeight="22rem"
          // The option's own checkbox would be a focusable, unnamed control inside role=option (axe:
          // nested-interactive, label): hidden, and the option shows its state with a check mark instead.
          // A long list gets a tab stop so it can be scrolled from the keyboard.
          pt={{
            checkboxContainer: { style: { display: 'none' } },
            wrapper: tags.length > 8 ? { tabIndex: 0 } : undefined,
          }}
          itemTemplate={(tag: Tag) => (
            <span className="faq-pick">
              <i
                className={tagIds.includes(tag.id) ? 'pi pi-check faq-pick__check' : 'faq-pick__check'}
                aria-hidden="true"
              />
              <TagLabel tag={tag} />
            </span>
          )}
          selectedItemTemplate={(tagId?: number) => {
            const tag = tagId === undefined ? undefined : tagById.get(tagId);
            return tag ? <TagLabel tag={tag} /> : tagId === undefined ? t.tagsPlaceholder : null;
          }}
          onChange={(event) =>
            saveTags.mutate(
              { id: item.id, body: { tagIds: event.value as number[] } },
              // The picker keeps no typed text, so a failure is the usual toast and the old tags come back.
              { onSuccess: () => showSuccess(t.saved), onError: notifyError },
            )
          }
        />
      </div>
      <LazyRecordHistory section="faq-item" entityId={item.id} />
    </li>
  );
}
