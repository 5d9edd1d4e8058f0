/**
 * What the modules are handed from outside (ModuleDeps, modules/module.ts): object storage, mail delivery and
 * the instance's readiness, as interfaces below the modules; modules/files, modules/mail and modules/health
 * implement them.
 */
export type { FileStore, TempFile } from './file-store';
export type { Mailer, OutgoingMail } from './mailer';
export type { Readiness } from './readiness';
