import { Effect, Schema } from "effect";
import type { LocalePath } from "../../../domain/i18n/locales";

/**
 * Why an external login ended without a session: a catalogue code for the landing page's `?error=`,
 * the locale of that page, and for the log only a reason that holds no token or secret.
 */
export class ExternalLoginFailure extends Schema.TaggedError<ExternalLoginFailure>()("ExternalLoginFailure", {
  code: Schema.String,
  locale: Schema.String,
  reason: Schema.optional(Schema.String),
}) {}

export const failLogin = (code: string, locale: LocalePath, reason?: string) =>
  Effect.fail(new ExternalLoginFailure({ code, locale, ...(reason === undefined ? {} : { reason }) }));
