import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/types';
import type { JobAttempt, JobQueue } from '../../jobs';
import type { Mailer, OutgoingMail } from '../../ports';
import { findMail, markMailSent, queuedMailIds, recordMailFailure } from './mail.repository';

/** The job that delivers one outbox row; its data is `{ outboxId }` only, the mail itself stays in the row. */
export const MAIL_DELIVER_JOB = 'mail.deliver';

export type { Mailer };

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
  /** Tests pass a nodemailer JSON or stream transport. */
  transport?: Transporter | undefined;
  /** Where `mail.deliver` is defined; while it is not started, mail goes out in one attempt at once. */
  jobs?: JobQueue | undefined;
  /** Attempts in all and the first retry's delay in seconds (config MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAY). */
  retry?: { attempts: number; delaySeconds: number } | undefined;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, jobs } = options;
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const inFlight = new Set<Promise<void>>();

  /** One attempt; a failure is recorded in the outbox row (the last one marks it failed) and returned. */
  async function attempt(outboxId: number, mail: OutgoingMail, attempt: JobAttempt): Promise<unknown> {
    if (!transport) return undefined;
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
    } catch (error) {
      const message = errorText(error);
      log.error({ err: error, outboxId, to: mail.to, attempt: attempt.number }, 'mail delivery failed');
      await recordMailFailure(db, outboxId, message, attempt);
      return error;
    }
    await markMailSent(db, outboxId);
    log.info({ outboxId, to: mail.to, attempt: attempt.number }, 'mail sent');
    return undefined;
  }

  jobs?.define<{ outboxId: number }>(
    MAIL_DELIVER_JOB,
    async ({ outboxId }, jobAttempt) => {
      const row = await findMail(db, outboxId);
      // Sent already, marked failed, or gone: a repeated job does nothing.
      if (row?.status !== 'queued') return;
      // Thrown, so pg-boss retries it (or, after the last attempt, keeps the job as failed).
      const error = await attempt(outboxId, row, jobAttempt);
      if (error) throw error;
    },
    {
      attempts: options.retry?.attempts ?? 1,
      retryDelaySeconds: options.retry?.delaySeconds ?? 0,
      policy: 'stately',
    },
  );

  // Mails committed just before a crash (or before this process ran jobs) get their job at the next start.
  jobs?.onStarted(async () => {
    const count = await requeueWaiting();
    if (count > 0) log.info({ count }, 'waiting mails queued for delivery');
  });

  async function requeueWaiting(): Promise<number> {
    if (!transport || !jobs?.started) return 0;
    // A row waiting for its next retry already has a job: a second one could send the mail twice.
    const pending = await jobs.pendingKeys(MAIL_DELIVER_JOB);
    const ids = (await queuedMailIds(db)).filter((id) => !pending.has(singletonKey(id)));
    for (const id of ids) await enqueue(id);
    return ids.length;
  }

  const singletonKey = (outboxId: number) => `outbox-${outboxId}`;
  const enqueue = (outboxId: number) =>
    (jobs as JobQueue).send(MAIL_DELIVER_JOB, { outboxId }, { singletonKey: singletonKey(outboxId) });

  async function deliverNow(outboxId: number, mail: OutgoingMail): Promise<void> {
    if (!transport) {
      // The whole mail in one line of the log: on the embedded default this is how a reset password is read.
      log.info(
        { outboxId, to: mail.to, subject: mail.subject },
        `SMTP_URL not set: mail #${outboxId} kept in the outbox (npm run outbox)\n` +
          `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.body}`,
      );
      return;
    }
    if (jobs?.started) {
      // If this fails the row stays queued and requeueWaiting picks it up at the next start.
      await enqueue(outboxId).then(
        () => {},
        (error: unknown) => log.error({ err: error, outboxId }, 'cannot queue mail delivery'),
      );
      return;
    }
    await attempt(outboxId, mail, { number: 1, last: true }).catch((error: unknown) =>
      log.error({ err: error, outboxId }, 'cannot record mail delivery'),
    );
  }

  return {
    deliver(outboxId, mail) {
      const delivery = deliverNow(outboxId, mail).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return delivery;
    },
    requeueWaiting,
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
