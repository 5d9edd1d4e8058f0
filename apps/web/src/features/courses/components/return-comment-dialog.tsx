import { COURSE_STATUS_COMMENT_MAX } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { z } from 'zod';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

const commentSchema = z.object({ comment: z.string().trim().min(1).max(COURSE_STATUS_COMMENT_MAX) });

type ReturnCommentDialogProps = {
  onSubmit: (comment: string) => Promise<unknown>;
  onClose: () => void;
};

/** «Вернуть на доработку» needs a comment: what the authors are to fix (an empty one is refused). */
export function ReturnCommentDialog({ onSubmit, onClose }: ReturnCommentDialogProps) {
  const form = useZodForm(commentSchema, { comment: '' }, ({ comment }) => onSubmit(comment));
  const t = coursesTexts.course;
  return (
    <FormDialog
      header={t.returnTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={t.actions[2]}
      submitIcon="pi pi-replay"
      submitSeverity="warning"
      hint={t.returnHint}
    >
      <TextField
        field={form.field('comment')}
        label={t.comment}
        type="textarea"
        autoFocus
        maxLength={COURSE_STATUS_COMMENT_MAX}
      />
    </FormDialog>
  );
}
