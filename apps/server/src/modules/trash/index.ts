/** «Корзина» (issue 32, item 4): deleted records kept 30 days, restored with their links, then purged. */

export { trashRoutes } from './trash.routes';
export { scheduleTrashPurge } from './trash-purge-job';
