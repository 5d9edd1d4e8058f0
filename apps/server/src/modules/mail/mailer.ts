import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/types';
import { markMailFailed, markMailSent, type OutgoingMail } from './mail.repository';

export interface Mailer {
  /** Sends a mail already committed to the outbox. Never throws: the outbox row records the outcome. */
  deliver(outboxId: number, mail: OutgoingMail): Promise<void>;
  /** Waits for deliveries in flight (graceful shutdown). */
  drain(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
  /** Tests pass a nodemailer JSON or stream transport. */
  transport?: Transporter | undefined;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const inFlight = new Set<Promise<void>>();

  async function send(outboxId: number, mail: OutgoingMail): Promise<void> {
    if (!transport) {
      // The whole mail in one line of the log: on the embedded default this is how a reset password is read.
      options.log.info(
        { outboxId, to: mail.to, subject: mail.subject },
        `SMTP_URL not set: mail #${outboxId} kept in the outbox (npm run outbox)\n` +
          `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.body}`,
      );
      return;
    }
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
      await markMailSent(options.db, outboxId);
      options.log.info({ outboxId, to: mail.to }, 'mail sent');
    } catch (error) {
      options.log.error({ err: error, outboxId, to: mail.to }, 'mail delivery failed');
      await markMailFailed(
        options.db,
        outboxId,
        error instanceof Error ? error.message : String(error),
      ).catch((markError: unknown) =>
        options.log.error({ err: markError, outboxId }, 'cannot mark mail as failed'),
      );
    }
  }

  return {
    deliver(outboxId, mail) {
      const delivery = send(outboxId, mail).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return delivery;
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
