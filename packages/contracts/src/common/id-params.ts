import { z } from 'zod';
import { INTEGER_MAX } from './limits';

/**
 * Ids are PostgreSQL `integer`s, so they end at 2³¹ − 1. A larger number names nothing and must stop at
 * the schema as a 400 rather than reach SQL, where it overflows (22003) into a 500.
 */
export const ID_MAX = INTEGER_MAX;
export const ID_INVALID = `must be a whole number from 1 to ${ID_MAX}`;

/** An id in a JSON body. */
export const idSchema = z.number().int(ID_INVALID).min(1, ID_INVALID).max(ID_MAX, ID_INVALID);

/** An id from the path or the query string (text coerced to a number). */
export const idParamSchema = z.coerce.number().int(ID_INVALID).min(1, ID_INVALID).max(ID_MAX, ID_INVALID);

/** `/{id}` of a route. */
export const idParamsSchema = z.object({ id: idParamSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
