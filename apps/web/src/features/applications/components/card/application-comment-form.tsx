import { applicationUpdateBodySchema, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { z } from 'zod';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useUpdateApplication } from '../../applications.api';

const t = texts.applications.card;

/** The contracts' rule for a comment (required, at most APPLICATION_COMMENT_MAX characters). */
const commentFormSchema = z.object({ comment: applicationUpdateBodySchema.shape.comment.unwrap() });

/** «Комментарий»: a note on the application; it becomes a history line and the latest comment. */
export function ApplicationCommentForm({ applicationId }: { applicationId: number }) {
  const update = useUpdateApplication(applicationId);
  const form = useZodForm(commentFormSchema, { comment: '' }, async (body) => {
    await update.mutateAsync(body);
    showSuccess(t.commentAdded);
    form.reset();
  });
  return (
    <form className="flex flex-column gap-2" onSubmit={form.handleSubmit} noValidate>
      <TextField
        field={form.field('comment')}
        label={t.comment}
        type="textarea"
        hint={t.commentPlaceholder}
      />
      <div>
        <Button
          type="submit"
          icon="pi pi-comment"
          label={t.commentSave}
          loading={form.submitting}
          disabled={form.submitting}
        />
      </div>
    </form>
  );
}
