import '../services.css';
import { formatCount, type Service, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { type ReactNode, useState } from 'react';
import { EmptyState, LoadFailedState } from '@/shared/lists/empty-state';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { ServiceCard } from '../components/service-card';
import { ServiceDialog } from '../components/service-dialog';
import { useDeleteService, useServices } from '../services.api';

const t = texts.services;

/** undefined: closed; null: adding; a service: editing it. */
type Editing = Service | null | undefined;

function ServiceCardsSkeleton() {
  return (
    <ul className="app-service-grid" aria-busy="true" aria-label={texts.common.loading}>
      {[0, 1, 2].map((key) => (
        <li key={key} className="app-service-card">
          <Skeleton height="7.5rem" />
          <div className="app-service-card__body">
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="35%" />
            <Skeleton height="2.5rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The «Услуги» tab of /profile (one's own) and /admins/{id} (an admin managing that person's): the
 * services as cards, add / edit in a dialog, delete after a question — a service with applications is
 * hidden instead, and the toast says so. The server allows exactly these: the owner and admins.
 */
export function StaffServicesPage() {
  const { staffId } = useProfileStaffId();
  const services = useServices(staffId);
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Editing>(undefined);
  const items = services.data?.items;
  const add = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;

  const onDelete = (service: Service) =>
    confirmAction({
      message:
        service.applications > 0
          ? t.hideConfirm(service.name, formatCount(service.applications, t.applications))
          : t.deleteConfirm(service.name),
      onAccept: () =>
        remove.mutate(service.id, {
          onSuccess: ({ outcome }) =>
            showSuccess(outcome === 'deactivated' ? t.deactivated : texts.notices.serviceDeleted),
        }),
    });

  let body: ReactNode;
  if (services.isError) {
    body = <LoadFailedState title={t.loadFailed} onRetry={services.refetch} />;
  } else if (!items) {
    body = <ServiceCardsSkeleton />;
  } else if (items.length === 0) {
    body = <EmptyState icon="pi-briefcase" title={t.emptyTitle} hint={t.emptyHint} action={add} />;
  } else {
    body = (
      <ul className="app-service-grid" aria-label={t.listLabel}>
        {items.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            onEdit={() => setEditing(service)}
            onDelete={() => onDelete(service)}
            deleting={remove.isPending && remove.variables === service.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h2 className="app-card-title">{t.title}</h2>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        actions={items && items.length > 0 ? add : undefined}
      />
      {body}
      {editing !== undefined && (
        <ServiceDialog service={editing} adminId={staffId} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
