/** The mail domain's public face: queue a mail in a transaction, deliver it, list the outbox. */
export { enqueueMail, latestMails, type OutgoingMail } from './mail.repository';
export { createMailer, type Mailer, type MailerOptions } from './mailer';
export { formatOutbox } from './outbox-listing';
