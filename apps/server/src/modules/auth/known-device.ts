import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'known_device';
const LIFETIME_SECONDS = 180 * 24 * 3600;

/**
 * A browser that has signed in to an account gets a signed cookie naming it (`staffId.deviceId.exp.mac`).
 * Sign-ins from it skip the account's failure lock (they have a counter of their own), so a stranger's
 * guessing cannot lock the owner out of the devices they use. It authorises nothing else: the cookie is
 * read only by /api/auth/login.
 */
export interface KnownDevices {
  /** The device id of a valid cookie for this account, else null. */
  recognise(cookieHeader: string | undefined, staffId: number): string | null;
  /** The Set-Cookie value naming this device (a new one, or the recognised one renewed). */
  remember(staffId: number, deviceId: string | null, secure: boolean): string;
}

export function createKnownDevices(secret: string, now: () => number): KnownDevices {
  const key = createHmac('sha256', secret).update('known-device-cookie').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest('base64url');

  return {
    recognise(cookieHeader, staffId) {
      const value = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
      const parts = value?.split('.');
      if (parts?.length !== 4) return null;
      const [id, deviceId, exp, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${id}.${deviceId}.${exp}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (id !== String(staffId) || Number(exp) * 1000 <= now()) return null;
      return deviceId;
    },
    remember(staffId, deviceId, secure) {
      const id = deviceId ?? randomBytes(12).toString('base64url');
      const exp = Math.floor(now() / 1000) + LIFETIME_SECONDS;
      const data = `${staffId}.${id}.${exp}`;
      const attributes = [`Max-Age=${LIFETIME_SECONDS}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
      if (secure) attributes.push('Secure');
      return [`${KNOWN_DEVICE_COOKIE}=${data}.${mac(data)}`, ...attributes].join('; ');
    },
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [cookieName, ...value] = pair.trim().split('=');
    if (cookieName === name) return value.join('=');
  }
  return undefined;
}
