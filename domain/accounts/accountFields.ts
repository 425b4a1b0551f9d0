import { Schema } from "effect";
import { LOCALES } from "../i18n/locales";
import { isTimeZoneName } from "../settings/timeZone";
import { TEXT_INPUT_MAX_LENGTH, TOKEN_INPUT_MAX_LENGTH } from "./validationLimits";

/**
 * Payload fields of the account commands as the RPC edge decodes them. The edge trims text and bounds
 * sizes; the section 5 rules (validation.ts) then run on the decoded values so each broken rule gets
 * its own catalogue code.
 */

/** Free text: trimmed, at most TEXT_INPUT_MAX_LENGTH characters. */
export const TextInput = Schema.Trim.check(Schema.isMaxLength(TEXT_INPUT_MAX_LENGTH));

/** Passwords are taken as typed: a leading or trailing space is part of the secret. */
export const PasswordInput = Schema.String.check(Schema.isMaxLength(TEXT_INPUT_MAX_LENGTH));

/** Opaque tokens from links and storage: never empty, never long. */
export const TokenInput = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(TOKEN_INPUT_MAX_LENGTH),
);

export const UserId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));
export const SessionId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

/** The locale a user saves: the back end's enum name (`en_US`), one of the supported list. */
export const LocaleName = Schema.Literals(LOCALES.map((locale) => locale.enumName));
export type LocaleName = typeof LocaleName.Type;

/** An IANA time zone name the runtime knows (`Europe/Madrid`). */
export const TimeZoneName = Schema.String.check(
  Schema.isMaxLength(64),
  Schema.makeFilter(isTimeZoneName, { message: "Expected an IANA time zone name" }),
);

/** Epoch milliseconds. */
export const EpochMillis = Schema.Int;
