import { Effect, Layer } from "effect";
import { createTransport } from "nodemailer";
import type { Logger } from "../log";
import { MailDeliveryError } from "./MailDeliveryError";
import { Mailer } from "./Mailer";
import type { OutgoingMail } from "./mailMessage";

export interface SmtpMailerOptions {
  /** `smtp://` or `smtps://`, credentials included (see mailConfig.ts). Never logged. */
  readonly url: string;
  readonly from: string;
  readonly logger: Logger;
  /** Bounds on each step: a dead relay fails the attempt, which the mail job retries (mailJob.ts). */
  readonly timeouts?: { readonly connectMs: number; readonly greetingMs: number; readonly socketMs: number };
}

const DEFAULT_TIMEOUTS = { connectMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };

/** What of a nodemailer error may be logged: its code, the SMTP command and the reply code, no text. */
const safeReason = (error: unknown): string => {
  const { code, command, responseCode } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  return [
    typeof code === "string" ? code : "ERROR",
    typeof command === "string" ? `during ${command.split(" ").slice(0, 2).join(" ")}` : undefined,
    typeof responseCode === "number" ? `reply ${responseCode}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(" ");
};

/** The Mailer that sends through an SMTP relay (nodemailer), used when SMTP_URL is set. */
export const SmtpMailer = {
  layer: ({ url, from, logger, timeouts = DEFAULT_TIMEOUTS }: SmtpMailerOptions): Layer.Layer<Mailer> =>
    Layer.effect(
      Mailer,
      Effect.map(
        Effect.acquireRelease(
          Effect.sync(() =>
            createTransport({
              url,
              connectionTimeout: timeouts.connectMs,
              greetingTimeout: timeouts.greetingMs,
              socketTimeout: timeouts.socketMs,
              disableFileAccess: true,
              disableUrlAccess: true,
            }),
          ),
          (transport) => Effect.sync(() => transport.close()),
        ),
        (transport) => ({
          send: Effect.fn("Mailer.send")(function* (mail: OutgoingMail, options?: { readonly id?: string }) {
            const info = yield* Effect.tryPromise({
              try: () =>
                transport.sendMail({
                  ...(options?.id ? { messageId: `<${options.id}@funsclub.local>` } : {}),
                  from,
                  to: mail.to,
                  subject: mail.subject,
                  text: mail.text,
                  html: mail.html,
                }),
              catch: (error) => {
                const reason = safeReason(error);
                logger.error("mail delivery failed", { subject: mail.subject, reason });
                const { responseCode } = (error ?? {}) as { responseCode?: unknown };
                return new MailDeliveryError({
                  reason,
                  permanent: typeof responseCode === "number" && responseCode >= 500,
                });
              },
            });
            // The subject only: the body holds a single-use link, and links are secrets.
            logger.info("mail handed to the SMTP relay", {
              messageId: info.messageId,
              subject: mail.subject,
            });
          }),
        }),
      ),
    ),
};
