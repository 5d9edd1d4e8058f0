import { genderSchema, passwordSchema, phoneSchema, studentCreateBodySchema } from '@school/contracts';
import { z } from 'zod';

/** An empty text field means "not given" (null), anything else goes through the contracts' rule. */
const orNull = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(schema.nullable());

/** The student dialog's string fields, validated with the contracts' own rules. */
export const studentFormSchema = z.object({
  email: studentCreateBodySchema.shape.email,
  firstName: studentCreateBodySchema.shape.firstName,
  lastName: studentCreateBodySchema.shape.lastName,
  phone: orNull(phoneSchema),
  gender: orNull(genderSchema),
  birthDate: orNull(studentCreateBodySchema.shape.birthDate.unwrap().unwrap()),
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(passwordSchema.optional()),
});
export type StudentFormValues = z.input<typeof studentFormSchema>;
