import { type Lesson, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { useRevalidator } from 'react-router';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { RichTextEditor } from '@/shared/ui/rich-text-editor';
import { useUpdateLesson } from '../lessons.api';
import { lessonFormSchema } from '../lib/lesson-form-schema';

/** Name, video URL and content of a lesson; read-only while the course is not the author's to change. */
export function LessonForm({ lesson }: { lesson: Lesson }) {
  const update = useUpdateLesson(lesson.id);
  const revalidator = useRevalidator();
  const form = useZodForm(
    lessonFormSchema,
    { name: lesson.name, videoUrl: lesson.videoUrl ?? '', content: lesson.content },
    async ({ name, videoUrl, content }) => {
      await update.mutateAsync({ name, videoUrl: videoUrl || null, content });
      showSuccess(texts.notices.lessonUpdated);
      void revalidator.revalidate();
    },
  );
  const t = coursesTexts.lesson;
  const locked = !lesson.canEdit;
  const content = form.field('content');

  return (
    <section className="card" aria-labelledby="lesson-form-title">
      <h1 id="lesson-form-title" className="app-card-title">
        {lesson.name}
      </h1>
      {locked && <p className="app-card-hint">{t.readOnly}</p>}
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3 mt-3">
        <fieldset disabled={locked} className="app-fieldset flex flex-column gap-3">
          <TextField field={form.field('name')} label={t.name} maxLength={200} />
          <TextField field={form.field('videoUrl')} label={t.videoUrl} hint={t.videoHint} type="text" />
        </fieldset>
        <div className="app-field">
          <span className="font-medium" id={`${content.id}-label`}>
            {t.content}
          </span>
          <RichTextEditor
            id={content.id}
            value={content.value}
            onChange={content.onChange}
            readOnly={locked}
            label={t.content}
          />
          {content.error && <small className="p-error">{content.error}</small>}
        </div>
        {!locked && (
          <div className="flex justify-content-end">
            <Button type="submit" icon="pi pi-check" label={texts.common.save} loading={form.submitting} />
          </div>
        )}
      </form>
    </section>
  );
}
