import { servicesTexts } from '@school/contracts/texts/services';
import '../services.css';
import { formatCount, type Service, texts } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { FeedPage } from '@/shared/lists/list-feed';
import { UNPAGED_LIST } from '@/shared/lists/list-parts';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { ServiceCard } from '../components/service-card';
import { ServiceDialog } from '../components/service-dialog';
import { useDeleteService, useServices } from '../services.api';

const t = servicesTexts.services;

/** undefined: closed; null: adding; a service: editing it. */
type Editing = Service | null | undefined;

/**
 * The «Услуги» tab of /profile (one's own) and /admins/{id} (an admin managing that person's): the
 * services as cards, add / edit in a dialog, delete after a question — a service with applications is
 * hidden instead, and the toast says so. The server allows exactly these: the owner and admins.
 */
export function StaffServicesPage() {
  const { staffId } = useProfileStaffId();
  const services = useServices(staffId);
  const remove = useDeleteService();
  const queryClient = useQueryClient();
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
          onSuccess: ({ outcome, undo }) => {
            const said = outcome === 'deactivated' ? t.deactivated : texts.notices.serviceDeleted;
            if (undo)
              showUndo(said, undo, () => queryClient.invalidateQueries({ queryKey: queryKeys.services.all }));
            else showSuccess(said);
          },
        }),
    });

  return (
    <FeedPage
      // A person has a handful of services: shown whole, not paged.
      list={UNPAGED_LIST}
      paginator={false}
      request={services}
      texts={t}
      level={2}
      layout="grid"
      columnWidth="16rem"
      actions={items && items.length > 0 ? add : undefined}
      empty={{ icon: 'pi-briefcase', title: t.emptyTitle, hint: t.emptyHint, action: add }}
      renderItem={(service) => (
        <ServiceCard
          key={service.id}
          service={service}
          onEdit={() => setEditing(service)}
          onDelete={() => onDelete(service)}
          deleting={remove.isPending && remove.variables === service.id}
        />
      )}
    >
      {editing !== undefined && (
        <ServiceDialog service={editing} adminId={staffId} onClose={() => setEditing(undefined)} />
      )}
    </FeedPage>
  );
}
