export { createReadiness, type Readiness } from './readiness';
