import { z } from 'zod';
import type { TagSeverity } from './common/severity';

/** Status of an application (service, training, marketplace; spec §4). Changed by PATCH. */
export const APPLICATION_STATUSES = ['new', 'inProgress', 'rejection', 'paid'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Новая',
  inProgress: 'В работе',
  rejection: 'Отказ',
  paid: 'Оплачена',
};

export const APPLICATION_STATUS_SEVERITY: Record<ApplicationStatus, TagSeverity> = {
  new: 'info',
  inProgress: 'warning',
  rejection: 'danger',
  paid: 'success',
};

/** The list filter adds `all` to the statuses (spec §4). */
export const APPLICATION_STATUS_FILTERS = ['all', ...APPLICATION_STATUSES] as const;
export const applicationStatusFilterSchema = z.enum(APPLICATION_STATUS_FILTERS);
export type ApplicationStatusFilter = z.infer<typeof applicationStatusFilterSchema>;

export const APPLICATION_STATUS_FILTER_LABELS: Record<ApplicationStatusFilter, string> = {
  all: 'Все',
  ...APPLICATION_STATUS_LABELS,
};
