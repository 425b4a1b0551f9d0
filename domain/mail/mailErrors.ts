/** Catalogue codes of outgoing mail. */
export const MailErrorCode = {
  /**
   * The mail could not be handed over (500). No command answers it since issue 10: mail is a job sent
   * after the command's commit and retried (server/jobs/), so a relay's failure never reaches the caller.
   * Kept in the catalogue for clients written against it.
   */
  deliveryFailed: "mail.delivery_failed",
} as const;
export type MailErrorCode = (typeof MailErrorCode)[keyof typeof MailErrorCode];
