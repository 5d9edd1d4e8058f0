import {
  isAdminRole,
  type Role,
  type Service,
  type ServiceCreateBody,
  type ServiceDeleteResponse,
  type ServicesQuery,
  type ServicesResponse,
  type ServiceUpdateBody,
  toKopecks,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import { assertStoredFile } from '../files';
import { allowUndo, defineUndo, offerChangeUndo, offerDeleteUndo } from '../undo';
import { servicesList } from './services.list';
import { toServiceDto } from './services.mapper';
import {
  countApplicationsOfService,
  deleteService,
  findServiceById,
  findServiceView,
  insertService,
  listServiceViews,
  type NewService,
  staffExists,
  updateService,
} from './services.repository';

/** Who calls: a curator or speaker manages only their own services, an admin anyone's. */
export interface Caller {
  id: number;
  role: Role;
}

const SERVICE_NOT_FOUND = 'Услуга не найдена';
const STAFF_NOT_FOUND = 'Сотрудник не найден';

/** Roubles (at most 2 decimals, checked by the contract) as numeric(12,2) text, through whole kopecks. */
const priceText = (roubles: number) => (toKopecks(roubles) / 100).toFixed(2);

function assertMayManage(caller: Caller, ownerId: number | null): void {
  if (!isAdminRole(caller.role) && ownerId !== caller.id) throw forbidden();
}

export async function listServices(db: Db, caller: Caller, query: ServicesQuery): Promise<ServicesResponse> {
  const items = (await listServiceViews(db, servicesListQuery(caller, query))).map(toServiceDto);
  return { items, total: items.length };
}

/** The list's query for the caller: a curator or speaker gets their own only (403 on someone else's). */
function servicesListQuery(caller: Caller, query: ServicesQuery) {
  const admin = isAdminRole(caller.role);
  if (!admin && query.adminId !== undefined && query.adminId !== caller.id) throw forbidden();
  const staffId = admin ? query.adminId : caller.id;
  return { staffId, activeOnly: query.active === 'true', search: query.search };
}

/** What the global search shows of a service (services.list.ts, `palette`). */
export type ServicePaletteRow = {
  id: number;
  name: string;
  /** numeric(12,2) as text. */
  price: string;
  staffId: number | null;
  firstName: string | null;
  lastName: string | null;
};

/** The global search's «Услуги»: `listServices`' first rows and total, narrow. */
export function searchServices(db: Db, caller: Caller, query: ServicesQuery, take: number) {
  return servicesList.palettePage<ServicePaletteRow>(db, servicesListQuery(caller, query), take);
}

export async function getService(db: Db, id: number): Promise<Service> {
  const found = await findServiceView(db, id);
  if (!found) throw notFound(SERVICE_NOT_FOUND);
  return toServiceDto(found);
}

export async function createService(
  db: Db,
  caller: Caller,
  adminId: number | undefined,
  body: ServiceCreateBody,
): Promise<Service> {
  const ownerId = adminId ?? caller.id;
  assertMayManage(caller, ownerId);
  const id = await db.transaction(async (tx) => {
    if (!(await staffExists(tx, ownerId))) throw badRequest(STAFF_NOT_FOUND, 'adminId');
    if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
    const row = await insertService(tx, {
      staffId: ownerId,
      name: body.name,
      description: body.description,
      price: priceText(body.price),
      coverFileId: body.coverFileId ?? null,
      isActive: body.isActive,
    });
    const { id: _id, createdAt: _c, updatedAt: _u, ...changes } = row;
    await audit.created(tx, caller.id, 'service', row.id, changes);
    return row.id;
  });
  return getService(db, id);
}

export async function changeService(
  db: Db,
  caller: Caller,
  id: number,
  body: ServiceUpdateBody,
): Promise<Service> {
  await db.transaction(async (tx) => {
    const before = await findServiceById(tx, id, true);
    if (!before) throw notFound(SERVICE_NOT_FOUND);
    assertMayManage(caller, before.staffId);
    if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
    const { price, ...rest } = body;
    const patch: Partial<NewService> = {
      ...rest,
      ...(price === undefined ? {} : { price: priceText(price) }),
    };
    if (Object.keys(diff(before, patch)).length === 0) return;
    await updateService(tx, id, patch);
    await audit.changed(tx, caller.id, 'service', id, before, patch);
  });
  return getService(db, id);
}

/** The rows a service's delete keeps for its «Отменить». */
const SERVICE_UNDO = [{ table: 'services', column: 'id' }];
allowUndo(SERVICE_UNDO);

const DEACTIVATE = 'service.deactivate';
/** «Отменить» of a hiding: the service offered again, as the owner's edit would. */
defineUndo(DEACTIVATE, async (tx, staffId, [id]) => {
  const service = id === undefined ? null : await findServiceById(tx, id, true);
  if (!service || service.isActive) return;
  await updateService(tx, service.id, { isActive: true });
  await audit.changed(tx, staffId, 'service', service.id, { isActive: false }, { isActive: true });
});

/**
 * Deletes a service nobody applied for; one with applications stays for them, inactive. The row lock holds
 * off a new application (its foreign key check waits for it), so the count cannot go stale before the delete.
 * Either offers «Отменить»: the deleted row comes back with its id, the hidden service is offered again.
 */
export async function removeService(db: Db, caller: Caller, id: number): Promise<ServiceDeleteResponse> {
  const { outcome, undo } = await db.transaction(async (tx) => {
    const before = await findServiceById(tx, id, true);
    if (!before) throw notFound(SERVICE_NOT_FOUND);
    assertMayManage(caller, before.staffId);
    const kept = { staffId: caller.id, entity: 'service', ids: [id] };
    if ((await countApplicationsOfService(tx, id)) === 0) {
      const offer = await offerDeleteUndo(tx, {
        ...kept,
        action: 'service.delete',
        tables: SERVICE_UNDO,
        trash: { title: before.name, link: '/profile/services' },
      });
      await deleteService(tx, id);
      await audit.removed(tx, caller.id, 'service', id, { name: before.name });
      return { outcome: 'deleted' as const, undo: offer };
    }
    if (!before.isActive) return { outcome: 'deactivated' as const, undo: null };
    await updateService(tx, id, { isActive: false });
    await audit.record(tx, {
      actorId: caller.id,
      action: DEACTIVATE,
      entity: 'service',
      entityId: id,
      changes: { isActive: { from: true, to: false } },
    });
    const offer = await offerChangeUndo(tx, { ...kept, action: DEACTIVATE, payload: { isActive: true } });
    return { outcome: 'deactivated' as const, undo: offer };
  });
  return { outcome, undo, service: outcome === 'deleted' ? null : await getService(db, id) };
}
