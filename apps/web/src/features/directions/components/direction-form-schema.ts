import { directionCreateBodySchema, directionUpdateBodySchema } from '@school/contracts';
import { z } from 'zod';

/** The dialog's text fields, validated with the contracts' own rules. */
export const directionFormSchema = z.object({
  name: directionCreateBodySchema.shape.name,
  description: directionUpdateBodySchema.shape.description.unwrap(),
});
