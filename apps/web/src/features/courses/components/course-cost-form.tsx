import { type Course, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { MoneyCell } from '@/shared/ui/money-cell';
import { useSetCourseCost } from '../course-workflow.api';
import { amountText, costAfterDiscount, courseCostFormSchema } from '../lib/course-cost-form';

type CourseCostFormProps = {
  course: Pick<Course, 'id' | 'cost' | 'costBeforeDiscount' | 'personalDiscount'>;
  /** Only admins set the price (server rule); others see it. */
  editable: boolean;
};

/** The cost block: price before discount, discount and price; the price follows the other two as typed. */
export function CourseCostForm({ course, editable }: CourseCostFormProps) {
  const save = useSetCourseCost(course.id);
  const form = useZodForm(
    courseCostFormSchema,
    {
      costBeforeDiscount: amountText(course.costBeforeDiscount),
      personalDiscount: amountText(course.personalDiscount),
      cost: amountText(course.cost),
    },
    async (body) => {
      await save.mutateAsync(body);
      showSuccess(texts.notices.costUpdated);
    },
  );
  const t = coursesTexts.course;

  const bindAndRecount = (name: 'costBeforeDiscount' | 'personalDiscount') => ({
    ...form.field(name),
    onChange: (value: string) => {
      form.setValue(name, value);
      const next = { ...form.values, [name]: value };
      const cost = costAfterDiscount(next.costBeforeDiscount, next.personalDiscount);
      if (cost !== null) form.setValue('cost', cost);
    },
  });

  return (
    <section className="card" aria-labelledby="course-cost-title">
      <h2 id="course-cost-title" className="app-card-title">
        {t.costTitle}
      </h2>
      {editable ? (
        <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3">
          <p className="app-card-hint mb-0">{t.costHint}</p>
          <TextField field={bindAndRecount('costBeforeDiscount')} label={t.costBeforeDiscount} />
          <TextField field={bindAndRecount('personalDiscount')} label={t.personalDiscount} />
          <TextField field={form.field('cost')} label={t.costFinal} />
          <div className="flex justify-content-end">
            <Button type="submit" icon="pi pi-check" label={texts.common.save} loading={form.submitting} />
          </div>
        </form>
      ) : (
        <p className="text-xl m-0">
          <MoneyCell value={course.cost} before={course.costBeforeDiscount} />
        </p>
      )}
    </section>
  );
}
