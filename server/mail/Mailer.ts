import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import type { Logger } from "../log";
import type { MailOutbox } from "./MailOutbox";
import { MAIL_FROM, type OutgoingMail } from "./mailMessage";

export interface MailerShape {
  /** Hands a mail over for delivery. A failure to do so is a defect: the caller's transaction rolls back. */
  readonly send: (mail: OutgoingMail) => Effect.Effect<void>;
}

/**
 * Sends account mail. The default layer delivers into an outbox (files under DATA_DIR/mail, or memory)
 * shown by the development mailbox; an SMTP layer can replace it without touching the flows.
 */
export class Mailer extends Context.Service<Mailer, MailerShape>()("server/mail/Mailer") {
  static readonly layerOutbox = (outbox: MailOutbox, logger: Logger): Layer.Layer<Mailer> =>
    Layer.succeed(Mailer, {
      send: Effect.fn("Mailer.send")(function* (mail: OutgoingMail) {
        const sentAt = yield* Clock.currentTimeMillis;
        const id = randomUUID();
        yield* Effect.promise(() => outbox.deliver({ ...mail, id, from: MAIL_FROM, sentAt }));
        // The subject only: the body holds a single-use link, and links are secrets.
        logger.info("mail written to the outbox", { id, subject: mail.subject });
      }),
    });
}
