import './settings.css';
import { type ApplicationSettings, texts } from '@school/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useSaveResponseTarget } from './response-target.api';
import { responseTargetFormSchema, toFields, toggleDay } from './response-target-form';

const t = texts.applications.responseTarget;
const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type ResponseTargetDialogProps = { settings: ApplicationSettings; onClose: () => void };

/**
 * The response target (admins): hours and minutes of working time, the working day and the working week on
 * the school's clock. Saving re-dates the applications still waiting.
 */
export function ResponseTargetDialog({ settings, onClose }: ResponseTargetDialogProps) {
  const save = useSaveResponseTarget();
  const form = useZodForm(responseTargetFormSchema, toFields(settings), async (values) => {
    await save.mutateAsync(values);
    onClose();
  });
  const daysId = useId();
  const checked = new Set(form.values.workDays.split(',').filter(Boolean).map(Number));
  const daysError = form.errors.workDays && t.noDays;

  return (
    <FormDialog
      header={t.header}
      hint={t.hint}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      width="34rem"
      history={{ section: 'application-settings' }}
    >
      <fieldset className="app-target-fieldset">
        <legend>{t.target}</legend>
        <div className="app-target-row">
          <TextField field={form.field('hours')} label={t.hours} autoFocus />
          <TextField field={form.field('minutes')} label={t.minutes} />
        </div>
      </fieldset>
      <div className="app-target-row">
        <TextField field={form.field('workdayStart')} label={t.workdayStart} hint={t.timeHint} />
        <TextField field={form.field('workdayEnd')} label={t.workdayEnd} hint={t.timeHint} />
      </div>
      <fieldset
        className="app-target-fieldset"
        aria-invalid={Boolean(daysError)}
        aria-describedby={daysError ? `${daysId}-error` : undefined}
      >
        <legend>{t.workDays}</legend>
        <div className="app-target-days">
          {ISO_DAYS.map((day, index) => (
            <span key={day} className="app-target-day">
              <Checkbox
                inputId={`${daysId}-${day}`}
                checked={checked.has(day)}
                onChange={(event) =>
                  form.setValue('workDays', toggleDay(form.values.workDays, day, Boolean(event.checked)))
                }
              />
              <label htmlFor={`${daysId}-${day}`}>
                <span aria-hidden="true">{t.days[index]}</span>
                <span className="app-visually-hidden">{t.dayNames[index]}</span>
              </label>
            </span>
          ))}
        </div>
        {daysError && (
          <small id={`${daysId}-error`} className="p-error app-field__error">
            {daysError}
          </small>
        )}
      </fieldset>
    </FormDialog>
  );
}
