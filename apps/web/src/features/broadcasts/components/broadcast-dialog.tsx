import {
  BROADCAST_DESCRIPTION_MAX,
  BROADCAST_TITLE_MAX,
  BROADCAST_URL_MAX,
  type Broadcast,
  texts,
} from '@school/contracts';
import { broadcastsTexts } from '@school/contracts/texts/broadcasts';
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { type Cover, CoverField } from '@/shared/files/cover-field';
import { FormDialog } from '@/shared/forms/form-dialog';
import { SelectField, type SelectOption } from '@/shared/forms/select-field';
import { TextField } from '@/shared/forms/text-field';
import type { FieldBinding } from '@/shared/forms/use-zod-form';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useCreateBroadcast, useUpdateBroadcast } from '../broadcasts.api';
import { broadcastFormInitial, broadcastFormSchema } from '../lib/broadcast-form';

const t = broadcastsTexts.broadcasts;

/** The start: PrimeReact's Calendar with the time, 24-hour, in the ru locale its provider sets. */
function StartField({ field }: { field: FieldBinding }) {
  const noteId = `${field.id}-note`;
  const value = field.value ? new Date(field.value) : null;
  return (
    <div className="app-field">
      <label htmlFor={field.id}>{t.startsAt}</label>
      <Calendar
        inputId={field.id}
        value={value}
        onChange={(event) => field.onChange(event.value instanceof Date ? event.value.toISOString() : '')}
        dateFormat="dd.mm.yy"
        showTime
        hourFormat="24"
        stepMinute={5}
        placeholder={t.startsAtPlaceholder}
        showIcon
        invalid={Boolean(field.error)}
        aria-describedby={noteId}
        className="w-full"
      />
      <small id={noteId} className={field.error ? 'p-error app-field__error' : 'app-field__hint'}>
        {field.error ?? t.startsAtHint}
      </small>
    </div>
  );
}

type BroadcastDialogProps = {
  /** The broadcast to edit; null schedules one for `adminId`. */
  broadcast: Broadcast | null;
  adminId: number | undefined;
  /** The courses the person may tie a broadcast to. */
  courses: { id: number; name: string }[];
  onClose: () => void;
};

/** Schedule or edit a broadcast: title, start, link, course, cover and description. */
export function BroadcastDialog({ broadcast, adminId, courses, onClose }: BroadcastDialogProps) {
  const create = useCreateBroadcast(adminId);
  const update = useUpdateBroadcast();
  const [cover, setCover] = useState<Cover>(broadcast?.cover ?? null);
  const form = useZodForm(broadcastFormSchema, broadcastFormInitial(broadcast), async (values) => {
    const body = { ...values, coverFileId: cover?.id ?? null };
    if (broadcast) {
      await update.mutateAsync({ id: broadcast.id, body });
      showSuccess(texts.notices.broadcastUpdated);
    } else {
      await create.mutateAsync(body);
      showSuccess(texts.notices.broadcastCreated);
    }
    onClose();
  });
  // The course it already has stays choosable even if the person no longer authors it.
  const known = broadcast?.course && !courses.some((course) => course.id === broadcast.course?.id);
  const options: SelectOption[] = [...courses, ...(known && broadcast?.course ? [broadcast.course] : [])].map(
    (course) => ({ value: String(course.id), label: course.name }),
  );
  const description = form.field('description');

  return (
    <FormDialog
      header={broadcast ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={broadcast ? texts.common.save : t.create}
      history={broadcast ? { section: 'broadcast', entityId: broadcast.id } : undefined}
    >
      <TextField field={form.field('title')} label={t.name} autoFocus maxLength={BROADCAST_TITLE_MAX} />
      <StartField field={form.field('startsAt')} />
      <TextField
        field={form.field('streamUrl')}
        label={t.streamUrl}
        hint={t.streamUrlHint}
        maxLength={BROADCAST_URL_MAX}
      />
      <SelectField
        field={form.field('courseId')}
        label={t.course}
        options={options}
        placeholder={options.length > 0 ? t.coursePlaceholder : t.noCourses}
        clearable
        disabled={options.length === 0}
      />
      <CoverField label={t.cover} value={cover} onChange={setCover} disabled={form.submitting} />
      <TextField
        field={description}
        label={t.description}
        type="textarea"
        maxLength={BROADCAST_DESCRIPTION_MAX}
        hint={t.counter(description.value.length, BROADCAST_DESCRIPTION_MAX)}
      />
    </FormDialog>
  );
}
