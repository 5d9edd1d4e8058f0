/** The directions domain's public face: a course names its direction. */
export { findDirectionById } from './directions.repository';
