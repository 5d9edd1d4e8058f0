import { z } from 'zod';

/** `/{id}` of a route: a positive integer from the path. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof idParamsSchema>;
