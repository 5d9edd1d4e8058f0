/** Sections of records staff list, create, edit and delete, written from one declaration. */

export { recordRoutes } from './record-routes';
export type { RecordSection } from './record-section';
export type { StoredRecord } from './records.repository';
