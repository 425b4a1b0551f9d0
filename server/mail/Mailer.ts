import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import type { Logger } from "../log";
import { MailDeliveryError } from "./MailDeliveryError";
import type { MailOutbox } from "./MailOutbox";
import { DEFAULT_MAIL_FROM } from "./mailConfig";
import type { OutgoingMail } from "./mailMessage";

export interface MailerShape {
  /**
   * Hands a mail over for delivery. A failure is logged (without secrets) and returned; the mail job
   * (mailJob.ts) tries again later. `id` (the job's) is the mail's Message-ID, so a mail sent twice by a
   * retried job is the same mail; the outboxes keep one copy.
   */
  readonly send: (
    mail: OutgoingMail,
    options?: { readonly id?: string },
  ) => Effect.Effect<void, MailDeliveryError>;
}

/**
 * Sends account mail. `layerOutbox` delivers into an outbox (files under DATA_DIR/mail, or memory) shown
 * by the development mailbox; `SmtpMailer.layer` (smtpMailer.ts) sends through an SMTP relay. The flows
 * do not know which one runs.
 */
export class Mailer extends Context.Service<Mailer, MailerShape>()("server/mail/Mailer") {
  static readonly layerOutbox = (
    outbox: MailOutbox,
    logger: Logger,
    from: string = DEFAULT_MAIL_FROM,
  ): Layer.Layer<Mailer> =>
    Layer.succeed(Mailer, {
      send: Effect.fn("Mailer.send")(function* (mail: OutgoingMail, options?: { readonly id?: string }) {
        const sentAt = yield* Clock.currentTimeMillis;
        const id = options?.id ?? randomUUID();
        yield* Effect.tryPromise({
          try: () => outbox.deliver({ ...mail, id, from, sentAt }),
          catch: (error) => {
            const reason = `outbox: ${(error as NodeJS.ErrnoException)?.code ?? "write failed"}`;
            logger.error("mail delivery failed", { id, subject: mail.subject, reason });
            return new MailDeliveryError({ reason });
          },
        });
        // The subject only: the body holds a single-use link, and links are secrets.
        logger.info("mail written to the outbox", { id, subject: mail.subject });
      }),
    });
}
