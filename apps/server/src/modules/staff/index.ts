/** The staff domain's public face: who a staff member is, for sign-in, authorship and the first start. */
export {
  countStaff,
  findStaffByEmail,
  findStaffById,
  findStaffForAuth,
  updateStaff,
} from './staff.repository';
export { createStaff, listStaffMembers, type NewStaffInput, searchStaffMembers } from './staff.service';
