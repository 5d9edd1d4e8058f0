import type { ReferralFlag } from '@school/contracts/referrals';

/**
 * Self-referral suspicions (issue 13): found once, when a student is attributed, and stored on the referral.
 * - 'email': the two addresses are one mailbox after normalising (case, a `+tag`, dots in Gmail-like local
 *   parts, googlemail = gmail), or the local parts are the same (dots and tags ignored, at least 4 characters)
 *   on any domains: ivan.petrov@mail.ru and ivanpetrov+2@yandex.ru.
 * - 'phone': the same number (digits only, a leading 8 of a Russian 11-digit number read as 7, last 10 digits).
 * - 'device': the sign-up's device fingerprint equals the referrer student's last sign-in device.
 */

const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function normaliseEmail(email: string): { local: string; domain: string; address: string } | null {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at <= 0) return null;
  const raw = email.trim().toLowerCase();
  let local = raw.slice(0, at).split('+')[0] ?? '';
  let domain = raw.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return { local, domain, address: `${local}@${domain}` };
}

export function sameMailbox(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = normaliseEmail(a);
  const right = normaliseEmail(b);
  if (!left || !right) return false;
  if (left.address === right.address) return true;
  const bareLeft = left.local.replaceAll('.', '');
  const bareRight = right.local.replaceAll('.', '');
  return bareLeft.length >= 4 && bareLeft === bareRight;
}

export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export interface Person {
  email: string | null;
  phone: string | null;
  deviceId: string | null;
}

/** The stored flags of a referral, in a fixed order. */
export function selfReferralFlags(referrer: Person, referred: Person): ReferralFlag[] {
  const flags: ReferralFlag[] = [];
  if (sameMailbox(referrer.email, referred.email)) flags.push('email');
  const phone = normalisePhone(referrer.phone);
  if (phone && phone === normalisePhone(referred.phone)) flags.push('phone');
  if (referrer.deviceId && referred.deviceId && referrer.deviceId === referred.deviceId) flags.push('device');
  return flags;
}
