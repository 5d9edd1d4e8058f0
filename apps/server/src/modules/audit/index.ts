/** The audit domain's public face: every mutation records its event through `audit.record`. */
export { type AuditEvent, audit, diff } from './audit.service';
