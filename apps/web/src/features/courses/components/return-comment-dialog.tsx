import { COURSE_STATUS_COMMENT_MAX, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';

const commentSchema = z.object({ comment: z.string().trim().min(1).max(COURSE_STATUS_COMMENT_MAX) });

type ReturnCommentDialogProps = {
  onSubmit: (comment: string) => Promise<unknown>;
  onClose: () => void;
};

/** «Вернуть на доработку» needs a comment: what the authors are to fix (an empty one is refused). */
export function ReturnCommentDialog({ onSubmit, onClose }: ReturnCommentDialogProps) {
  const form = useZodForm(commentSchema, { comment: '' }, ({ comment }) => onSubmit(comment));
  const t = texts.course;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t.returnTitle}
      className="app-dialog"
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={texts.common.cancel} text onClick={onClose} />
          <Button
            type="submit"
            form="return-comment-form"
            icon="pi pi-replay"
            severity="warning"
            label={t.actions[2]}
            loading={form.submitting}
          />
        </div>
      }
    >
      <form id="return-comment-form" onSubmit={form.handleSubmit} noValidate>
        <p className="app-card-hint">{t.returnHint}</p>
        <TextField
          field={form.field('comment')}
          label={t.comment}
          type="textarea"
          autoFocus
          maxLength={COURSE_STATUS_COMMENT_MAX}
        />
      </form>
    </Dialog>
  );
}
