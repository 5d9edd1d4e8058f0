import { customSubscriptionBodySchema, type Student, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { z } from 'zod';
import { DateField } from '@/shared/forms/date-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useCustomSubscription, useEndCustomSubscription } from '../student-courses.api';
import { SubscriptionCell } from './student-cells';

const t = texts.students;
const subscriptionFormSchema = z.object({ until: customSubscriptionBodySchema.shape.until });

/** A custom subscription through a chosen day (a new date moves the running one), or end it now. */
export function StudentSubscription({ student }: { student: Student }) {
  const give = useCustomSubscription(student.id);
  const end = useEndCustomSubscription(student.id);
  const form = useZodForm(subscriptionFormSchema, { until: '' }, async ({ until }) => {
    await give.mutateAsync(until);
    form.reset();
    showSuccess(texts.notices.subscriptionSet);
  });
  const active = student.subscription.status === 'active';

  const onEnd = () =>
    confirmAction({
      message: t.subscriptionEndConfirm,
      onAccept: () =>
        end.mutate(undefined, { onSuccess: () => showSuccess(texts.notices.subscriptionEnded) }),
    });

  return (
    <section className="card">
      <h2 className="app-card-title">{t.subscriptionTitle}</h2>
      <p className="app-card-hint">{t.subscriptionHint}</p>
      <div className="mb-3">
        <SubscriptionCell subscription={student.subscription} />
      </div>
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-wrap align-items-end gap-2">
        <div className="flex-1" style={{ minWidth: '12rem' }}>
          <DateField field={form.field('until')} label={t.subscriptionDate} minDate={new Date()} />
        </div>
        <Button
          type="submit"
          icon="pi pi-calendar-plus"
          label={t.subscriptionSave}
          loading={form.submitting}
        />
        {active && (
          <Button
            type="button"
            icon="pi pi-stop-circle"
            label={t.subscriptionEnd}
            severity="danger"
            text
            loading={end.isPending}
            onClick={onEnd}
          />
        )}
      </form>
    </section>
  );
}
