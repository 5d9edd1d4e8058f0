import { z } from 'zod';
import { idParamSchema, idSchema } from './common/id-params';
import { moneySchema } from './common/money';
import { listQuerySchema } from './common/paging';
import { undoOfferSchema } from './undo';

export const SERVICE_NAME_MAX = 200;
export const SERVICE_DESCRIPTION_MAX = 5000;

/**
 * A service a staff member offers (spec §3, §7: `adminId` is its owner). `cover` is the cover image's public
 * URL. `applications` counts its applications of every kind: a service with any is deactivated, not deleted.
 */
export const serviceSchema = z.object({
  id: z.number().int(),
  /** The owner; null once the staff member was deleted (the service stays for its applications). */
  adminId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  coverFileId: z.number().int().nullable(),
  cover: z.string().nullable(),
  isActive: z.boolean(),
  applications: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * `GET /api/services?adminId`: that staff member's services (newest first). A curator or speaker gets only
 * their own (another `adminId` is a 403); an admin without `adminId` gets every service (the filters' pickers).
 * `active=true` leaves out the inactive ones; `search` keeps those whose name contains it (the global search's
 * «Услуги»; the profile's tab shows its few cards whole).
 */
export const servicesQuerySchema = z.object({
  adminId: idParamSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  search: listQuerySchema.shape.search,
});
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const servicesResponseSchema = z.object({ items: z.array(serviceSchema), total: z.number().int() });
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

/** `POST /api/services?adminId` (without `adminId`: the caller's own). */
export const serviceCreateQuerySchema = z.object({ adminId: idParamSchema.optional() });

const nameSchema = z.string().trim().min(1, 'Поле обязательно').max(SERVICE_NAME_MAX);
const descriptionSchema = z.string().trim().max(SERVICE_DESCRIPTION_MAX);

export const serviceCreateBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  price: moneySchema,
  coverFileId: idSchema.nullable().optional(),
  isActive: z.boolean().default(true),
});
export type ServiceCreateBody = z.infer<typeof serviceCreateBodySchema>;

/** `PATCH /api/services/{id}`: any subset; `coverFileId: null` removes the cover. */
export const serviceUpdateBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    price: moneySchema,
    coverFileId: idSchema.nullable(),
    isActive: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type ServiceUpdateBody = z.infer<typeof serviceUpdateBodySchema>;

/**
 * `DELETE /api/services/{id}`: `deleted` when it had no applications, `deactivated` when it had some (it
 * stays, inactive, for them).
 */
export const serviceDeleteResponseSchema = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  service: serviceSchema.nullable(),
  /** «Отменить» of what this did; null when nothing changed (a hidden service asked again). */
  undo: undoOfferSchema.nullable(),
});
export type ServiceDeleteResponse = z.infer<typeof serviceDeleteResponseSchema>;
