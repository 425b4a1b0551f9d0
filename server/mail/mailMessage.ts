import { Schema } from "effect";

/** A link a mail carries, listed apart so the development mailbox can show it as a plain anchor. */
export const MailLink = Schema.Struct({ label: Schema.String, url: Schema.String });

/** A mail as the account flows compose it. */
export const OutgoingMail = Schema.Struct({
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  html: Schema.String,
  links: Schema.Array(MailLink),
});
export type OutgoingMail = typeof OutgoingMail.Type;

/** A mail once handed over: what outboxes keep and the development mailbox lists. */
export const SentMail = Schema.Struct({
  ...OutgoingMail.fields,
  id: Schema.String,
  from: Schema.String,
  sentAt: Schema.Int,
});
export type SentMail = typeof SentMail.Type;
