import { formatCount, formatMoney, type Service } from '@school/contracts';
import { servicesTexts } from '@school/contracts/texts/services';
import { Tag } from 'primereact/tag';
import { useId } from 'react';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';

const t = servicesTexts.services;

type ServiceCardProps = {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete call of this service runs. */
  deleting: boolean;
};

/** One service on the profile tab: cover, name, whether it takes applications, price, count, actions. */
export function ServiceCard({ service, onEdit, onDelete, deleting }: ServiceCardProps) {
  const titleId = useId();
  return (
    <li className="app-service-card" aria-labelledby={titleId}>
      <CoverThumb url={service.cover} size="large" />
      <div className="app-service-card__body">
        <div className="app-service-card__head">
          <h3 id={titleId} className="app-service-card__name">
            {service.name}
          </h3>
          <Tag
            value={service.isActive ? t.activeTag : t.inactiveTag}
            severity={service.isActive ? 'success' : 'info'}
            className="app-status-tag"
          />
        </div>
        <p className="app-service-card__price">{formatMoney(service.price)}</p>
        <p
          className={
            service.description ? 'app-service-card__text' : 'app-service-card__text app-service-card__muted'
          }
        >
          {service.description || t.noDescription}
        </p>
      </div>
      <div className="app-service-card__foot">
        <span className="app-service-card__muted">
          <i className="pi pi-inbox" aria-hidden="true" /> {formatCount(service.applications, t.applications)}
        </span>
        <EditDeleteActions name={service.name} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </div>
    </li>
  );
}
