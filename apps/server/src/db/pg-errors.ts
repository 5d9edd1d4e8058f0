const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row; drivers put the code on the error or (through Drizzle) on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION;
}

/** 23503 foreign_key_violation; 23001 restrict_violation is what an `on delete restrict` key raises. */
const FOREIGN_KEY_CODES = new Set(['23503', '23001']);

/** A foreign key refused the change (e.g. deleting a row another table still names). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return FOREIGN_KEY_CODES.has(code ?? '') || FOREIGN_KEY_CODES.has(causeCode ?? '');
}

/** 40P01 deadlock_detected: PostgreSQL rolled this statement back to let another one through. */
export function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || causeCode === '40P01';
}
