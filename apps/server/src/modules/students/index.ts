/** The students domain's public face: the lists the global search reads. */
export { searchStaffStudents } from './staff-students.service';
export { searchStudentItems } from './students.service';
