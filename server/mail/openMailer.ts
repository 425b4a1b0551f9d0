import type { Layer } from "effect";
import type { Logger } from "../log";
import { Mailer } from "./Mailer";
import type { MailOutbox } from "./MailOutbox";
import { SmtpMailer } from "./smtpMailer";

/** SMTP when SMTP_URL is set, the outbox (files or memory, shown at /dev/mail) otherwise. */
export const openMailer = (options: {
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly outbox: MailOutbox;
  readonly logger: Logger;
}): Layer.Layer<Mailer> =>
  options.smtpUrl
    ? SmtpMailer.layer({ url: options.smtpUrl, from: options.from, logger: options.logger })
    : Mailer.layerOutbox(options.outbox, options.logger, options.from);
