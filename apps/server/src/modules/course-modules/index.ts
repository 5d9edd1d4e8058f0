/** The course modules domain's public face: a lesson changes with its module's course locked. */
export { withModuleLocked } from './module-access';
