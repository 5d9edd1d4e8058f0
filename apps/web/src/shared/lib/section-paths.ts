import type { ApplicationKind } from '@school/contracts';

/**
 * Where the sections live that more than one feature links to: the application queues (spec §2; a card is
 * `{path}/{id}`), opened from their own pages, the menu's badges and «Главная».
 */
export const APPLICATION_KIND_PATHS: Record<ApplicationKind, string> = {
  service: '/applications',
  training: '/applications-for-training',
  marketplace: '/applications-marketplace',
};
