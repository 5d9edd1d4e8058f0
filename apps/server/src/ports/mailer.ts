/** One mail as the outbox keeps it (modules/mail: `enqueueMail` writes it in the caller's transaction). */
export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  /**
   * Delivers a mail already committed to the outbox: through the `mail.deliver` job (retried with backoff)
   * when the job queue runs, else in one attempt here. Never throws: the outbox row records the outcome.
   */
  deliver(outboxId: number, mail: OutgoingMail): Promise<void>;
  /** Queues a delivery job for every mail still waiting (after a crash between commit and enqueue). */
  requeueWaiting(): Promise<number>;
  /** Waits for deliveries in flight (graceful shutdown). */
  drain(): Promise<void>;
}
