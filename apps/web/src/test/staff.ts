import type { Staff } from '@school/contracts';

/** A staff member as `/api/admins` and `/api/admins/my-info` answer, for tests. */
export const staffMember = (id: number, firstName: string, lastName: string, role: Staff['role']): Staff => ({
  id,
  email: `staff${id}@demo.test`,
  firstName,
  lastName,
  avatar: null,
  role,
  isVisible: true,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
