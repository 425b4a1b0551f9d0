import { Schema } from "effect";

/** A call to a provider (discovery, code exchange, user info) that failed; `cause` is never sent anywhere. */
export class ProviderError extends Schema.TaggedError<ProviderError>()("ProviderError", {
  step: Schema.String,
  cause: Schema.Unknown,
}) {}

const field = (value: unknown, key: string): string | undefined => {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" || typeof found === "number" ? String(found) : undefined;
};

/**
 * What a log line may say about a provider failure: the error's class, its code and OAuth `error`, and
 * its message (openid-client's are fixed texts, never a token), cut short.
 */
export const describeProviderError = (error: ProviderError): string => {
  const { cause } = error;
  const parts = [
    error.step,
    cause instanceof Error ? cause.name : typeof cause,
    field(cause, "code"),
    field(cause, "error"),
    field(cause, "status"),
    cause instanceof Error ? cause.message : undefined,
  ].filter((part): part is string => part !== undefined && part !== "");
  return parts.join(": ").slice(0, 300);
};
