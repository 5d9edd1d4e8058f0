import { courseCreateBodySchema, courseLevelSchema, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '@/shared/forms/form-dialog';
import { SelectField } from '@/shared/forms/select-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useCreateCourse, useDirectionOptions } from '../courses.api';
import { directionOptions, levelOptions, optionalId } from '../lib/course-options';

const createFormSchema = z.object({
  name: courseCreateBodySchema.shape.name,
  directionId: z.string(),
  level: courseLevelSchema,
});

/** «Создать курс»: name, direction and level; then the new course's page opens. */
export function CourseCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const directions = useDirectionOptions();
  const form = useZodForm(
    createFormSchema,
    { name: '', directionId: '', level: 'beginner' },
    async (values) => {
      const course = await create.mutateAsync({ ...values, directionId: optionalId(values.directionId) });
      showSuccess(texts.notices.courseCreated);
      onClose();
      void navigate(`/courses/${course.id}`);
    },
  );
  const t = coursesTexts.courses;

  return (
    <FormDialog
      header={t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={t.create}
    >
      <TextField field={form.field('name')} label={t.name} autoFocus maxLength={200} />
      <SelectField
        field={form.field('directionId')}
        label={t.direction}
        options={directionOptions(directions.data)}
        placeholder={t.noDirection}
        clearable
      />
      <SelectField field={form.field('level')} label={t.level} options={levelOptions} />
    </FormDialog>
  );
}
