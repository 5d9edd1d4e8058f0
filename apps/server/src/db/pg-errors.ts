const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row; drivers put the code on the error or (through Drizzle) on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION;
}
