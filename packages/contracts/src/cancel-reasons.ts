import { z } from 'zod';
import { idSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { statisticsPeriodShape, withPeriodRules } from './sales-statistics';

export const CANCEL_REASON_TITLE_MAX = 200;

/** A reason offered to a student who cancels a subscription. */
export const cancelReasonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Ascending: the order students see. */
  position: z.number().int(),
  /** Hidden reasons are no longer offered; old cancellations keep them. */
  isHidden: z.boolean(),
  /** Cancellations that name it (all time): a reason in use cannot be deleted. */
  cancellations: z.number().int().min(0),
});
export type CancelReason = z.infer<typeof cancelReasonSchema>;

export const cancelReasonsResponseSchema = z.object({
  items: z.array(cancelReasonSchema),
  total: z.number().int(),
});

const titleSchema = z.string().trim().min(1).max(CANCEL_REASON_TITLE_MAX);

/** `POST /api/cancel-reasons` (admins): goes last. */
export const cancelReasonCreateBodySchema = z.object({ title: titleSchema });
export type CancelReasonCreateBody = z.infer<typeof cancelReasonCreateBodySchema>;

/** `PATCH /api/cancel-reasons/{id}` (admins): rename, hide or show. */
export const cancelReasonUpdateBodySchema = z
  .object({ title: titleSchema, isHidden: z.boolean() })
  .partial()
  .refine((body) => body.title !== undefined || body.isHidden !== undefined, {
    message: 'nothing to change: send title or isHidden',
  });
export type CancelReasonUpdateBody = z.infer<typeof cancelReasonUpdateBodySchema>;

/** `PUT /api/cancel-reasons/order` (admins): every reason's id, in the new order. */
export const cancelReasonOrderBodySchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });
export type CancelReasonOrderBody = z.infer<typeof cancelReasonOrderBodySchema>;

/** `DELETE /api/cancel-reasons/{id}` of a reason in use: 409 with this message (hide it instead). */
export const CANCEL_REASON_IN_USE = 'Cancel reason is in use';

/** `GET /api/cancel-reasons/statistics`: cancellations of the period (school days) per reason. */
export const cancelReasonStatisticsRowSchema = z.object({
  /** Null: cancellations without a reason. */
  id: z.number().int().nullable(),
  title: z.string(),
  isHidden: z.boolean(),
  cancellations: z.number().int().min(0),
  /** cancellations / all cancellations of the period (0 when there were none); a ratio. */
  share: z.number().min(0).max(1),
});
export type CancelReasonStatisticsRow = z.infer<typeof cancelReasonStatisticsRowSchema>;

export const cancelReasonStatisticsResponseSchema = z.object({
  total: z.number().int().min(0),
  reasons: z.array(cancelReasonStatisticsRowSchema),
});
export type CancelReasonStatisticsResponse = z.infer<typeof cancelReasonStatisticsResponseSchema>;

/** `GET /api/cancel-reasons/{id}/cancellations`: the cancellations behind a reason in the period. */
export const cancellationsQuerySchema = withPeriodRules(
  listQuerySchema.omit({ search: true, orderBy: true }).extend(statisticsPeriodShape),
);
export type CancellationsQuery = z.infer<typeof cancellationsQuerySchema>;

export const cancellationSchema = z.object({
  subscriptionId: z.number().int(),
  student: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  plan: z.string(),
  startedAt: z.string(),
  cancelledAt: z.string(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const cancellationsResponseSchema = z.object({
  items: z.array(cancellationSchema),
  total: z.number().int().min(0),
});
