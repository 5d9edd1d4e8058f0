import { type Role, roleSchema } from '@school/contracts';
import { STORAGE_KEYS } from './storage-keys';

const TOKEN_KEY = STORAGE_KEYS.token;
const ROLE_KEY = STORAGE_KEYS.role;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** The role kept at login; the menu and the admin-only guard read it (spec §2, §6). */
export function getRole(): Role | null {
  const parsed = roleSchema.safeParse(localStorage.getItem(ROLE_KEY));
  return parsed.success ? parsed.data : null;
}

export function startSession(token: string, role: Role): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, role);
}

/** Logout and any 401 clear ALL of local storage (spec §2), not just the two keys. */
export function endSession(): void {
  localStorage.clear();
}
