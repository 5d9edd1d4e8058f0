import { eq } from 'drizzle-orm';
import { type PasswordResetRow, passwordResets } from '../../db/schema/password-resets.table';
import type { Db } from '../../db/types';

export type NewPasswordReset = Omit<PasswordResetRow, 'createdAt'>;

/** One pending reset per account: a new request replaces the previous one. */
export async function replacePasswordReset(tx: Db, reset: NewPasswordReset): Promise<void> {
  const { staffId: _staffId, ...values } = reset;
  await tx
    .insert(passwordResets)
    .values(reset)
    .onConflictDoUpdate({ target: passwordResets.staffId, set: { ...values, createdAt: new Date() } });
}

export async function findPasswordReset(db: Db, staffId: number): Promise<PasswordResetRow | undefined> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.staffId, staffId));
  return row;
}

export async function deletePasswordReset(tx: Db, staffId: number): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.staffId, staffId));
}
