import { SERVICE_DESCRIPTION_MAX, SERVICE_NAME_MAX, type Service, texts } from '@school/contracts';
import { servicesTexts } from '@school/contracts/texts/services';
import { InputSwitch } from 'primereact/inputswitch';
import { useId, useState } from 'react';
import { type Cover, CoverField } from '@/shared/files/cover-field';
import { FormDialog } from '@/shared/forms/form-dialog';
import { MoneyField } from '@/shared/forms/money-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { serviceFormInitial, serviceFormSchema } from '../lib/service-form';
import { useCreateService, useUpdateService } from '../services.api';

const t = servicesTexts.services;

type ServiceDialogProps = {
  /** The service to edit; null adds one to `adminId`'s services. */
  service: Service | null;
  adminId: number | undefined;
  onClose: () => void;
};

/** Add or edit a service: name, description, price, cover and whether it takes applications. */
export function ServiceDialog({ service, adminId, onClose }: ServiceDialogProps) {
  const create = useCreateService(adminId);
  const update = useUpdateService();
  const activeId = useId();
  const [isActive, setActive] = useState(service?.isActive ?? true);
  const [cover, setCover] = useState<Cover>(
    service?.coverFileId && service.cover ? { id: service.coverFileId, url: service.cover } : null,
  );
  const form = useZodForm(serviceFormSchema, serviceFormInitial(service), async (values) => {
    const body = { ...values, coverFileId: cover?.id ?? null, isActive };
    if (service) {
      await update.mutateAsync({ id: service.id, body });
      showSuccess(texts.notices.serviceUpdated);
    } else {
      await create.mutateAsync(body);
      showSuccess(texts.notices.serviceCreated);
    }
    onClose();
  });

  return (
    <FormDialog
      header={service ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      history={service ? { section: 'service', entityId: service.id } : undefined}
    >
      <TextField field={form.field('name')} label={t.name} autoFocus maxLength={SERVICE_NAME_MAX} />
      <TextField
        field={form.field('description')}
        label={t.description}
        type="textarea"
        maxLength={SERVICE_DESCRIPTION_MAX}
      />
      <MoneyField field={form.field('price')} label={t.price} hint={t.priceHint} />
      <CoverField label={t.cover} value={cover} onChange={setCover} disabled={form.submitting} />
      <div className="app-field">
        <div className="flex align-items-center gap-3">
          <InputSwitch
            inputId={activeId}
            checked={isActive}
            onChange={(event) => setActive(Boolean(event.value))}
            aria-describedby={`${activeId}-hint`}
          />
          <label htmlFor={activeId}>{t.active}</label>
        </div>
        <small id={`${activeId}-hint`} className="app-field__hint">
          {t.activeHint}
        </small>
      </div>
    </FormDialog>
  );
}
