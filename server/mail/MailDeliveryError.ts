import { Schema } from "effect";

/**
 * A mail could not be handed over. `reason` is safe to log: an error code and the SMTP command and reply
 * code, never the server's text, the address or the body (which holds a single-use link). `permanent`:
 * the relay refused it for good (a 5xx reply), so sending it again cannot help.
 */
export class MailDeliveryError extends Schema.TaggedError<MailDeliveryError>()("MailDeliveryError", {
  reason: Schema.String,
  permanent: Schema.optional(Schema.Boolean),
}) {}
