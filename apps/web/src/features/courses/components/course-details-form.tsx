import {
  type Course,
  courseCreateBodySchema,
  courseLevelSchema,
  courseUpdateBodySchema,
  texts,
} from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { type Cover, CoverField } from '@/shared/files/cover-field';
import { SelectField } from '@/shared/forms/select-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useDirectionOptions, useUpdateCourse } from '../courses.api';
import { directionOptions, levelOptions, optionalId } from '../lib/course-options';

const detailsSchema = z.object({
  name: courseCreateBodySchema.shape.name,
  directionId: z.string(),
  level: courseLevelSchema,
  description: courseUpdateBodySchema.shape.description.unwrap(),
});

/** Name, direction, level, description and cover; read-only while the author may not edit. */
export function CourseDetailsForm({ course }: { course: Course }) {
  const update = useUpdateCourse(course.id);
  const revalidator = useRevalidator();
  const directions = useDirectionOptions();
  const [cover, setCover] = useState<Cover>(
    course.coverFileId && course.cover ? { id: course.coverFileId, url: course.cover } : null,
  );
  const form = useZodForm(
    detailsSchema,
    {
      name: course.name,
      directionId: course.directionId ? String(course.directionId) : '',
      level: course.level,
      description: course.description,
    },
    async (values) => {
      await update.mutateAsync({
        ...values,
        directionId: optionalId(values.directionId),
        coverFileId: cover?.id ?? null,
      });
      showSuccess(texts.notices.courseUpdated);
      // The breadcrumb shows the course name from the route's loader.
      void revalidator.revalidate();
    },
  );
  const t = coursesTexts.courses;
  const locked = !course.canEdit;

  return (
    <section className="card" aria-labelledby="course-details-title">
      <h2 id="course-details-title" className="app-card-title">
        {coursesTexts.course.details}
      </h2>
      <p className="app-card-hint">
        {locked ? coursesTexts.course.readOnly : coursesTexts.course.detailsHint}
      </p>
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3">
        <fieldset disabled={locked} className="app-fieldset flex flex-column gap-3">
          <TextField field={form.field('name')} label={t.name} maxLength={200} />
          <div className="formgrid grid">
            <div className="field col-12 md:col-6 mb-0">
              <SelectField
                field={form.field('directionId')}
                label={t.direction}
                options={directionOptions(directions.data)}
                placeholder={t.noDirection}
                clearable
                disabled={locked}
              />
            </div>
            <div className="field col-12 md:col-6 mb-0">
              <SelectField
                field={form.field('level')}
                label={t.level}
                options={levelOptions}
                disabled={locked}
              />
            </div>
          </div>
          <TextField field={form.field('description')} label={t.description} type="textarea" />
          <CoverField label={t.cover} value={cover} onChange={setCover} readOnly={locked} />
        </fieldset>
        {!locked && (
          <div className="flex justify-content-end">
            <Button type="submit" icon="pi pi-check" label={texts.common.save} loading={form.submitting} />
          </div>
        )}
      </form>
    </section>
  );
}
