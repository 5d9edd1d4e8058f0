/** The students domain's public face: the lists the global search reads. */
export { listStaffStudents } from './staff-students.service';
export { listStudentItems } from './students.service';
