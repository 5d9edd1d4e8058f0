import { createHash } from 'node:crypto';
import type { ApplicationKind } from '@school/contracts';

export interface IntakeKeyParts {
  kind: ApplicationKind;
  /** `service:<id>`, `course:<id>` or `offer:<text>`: what was asked for. */
  target: string;
  email: string | undefined;
  phone: string | undefined;
}

const MINUTE_MS = 60_000;

/**
 * The intake's idempotency key: the same applicant (e-mail lower-cased, phone normalised by the contract),
 * target and minute of the clock give the same key, so a double click or a resent form finds the
 * application already stored (the unique index on `applications.intake_key`).
 */
export function intakeKey(parts: IntakeKeyParts, now: number): string {
  const minute = Math.floor(now / MINUTE_MS);
  const text = [parts.kind, parts.target, parts.email?.toLowerCase() ?? '', parts.phone ?? '', minute].join(
    '|',
  );
  return createHash('sha256').update(text).digest('hex');
}
