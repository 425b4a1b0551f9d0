/** Catalogue codes of outgoing mail, answered by the command that asked for the mail. */
export const MailErrorCode = {
  /** The mail could not be handed over (SMTP refused it or was unreachable); nothing was changed (500). */
  deliveryFailed: "mail.delivery_failed",
} as const;
export type MailErrorCode = (typeof MailErrorCode)[keyof typeof MailErrorCode];
