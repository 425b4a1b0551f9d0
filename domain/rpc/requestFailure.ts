/**
 * Why a request did not go through, in the terms a page speaks to the user: the network, the time limit,
 * a refusal by the server (with its catalogue code), or anything else. Forms and page loads sort their
 * actors' rejections with it.
 */
export interface RequestFailure {
  readonly kind: "network" | "timeout" | "refused" | "unexpected";
  /** The catalogue code of a refusal (`user.incorrect_password`), else null. */
  readonly code: string | null;
}

const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string"
    ? error._tag
    : undefined;

const firstCode = (error: unknown): string | null => {
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return null;
  const code = (errors[0] as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : null;
};

/** Sorts a rejection: the transport's tagged errors (clientErrors.ts), or anything thrown. */
export const requestFailure = (error: unknown): RequestFailure => {
  switch (tagOf(error)) {
    case "NetworkError":
      return { kind: "network", code: null };
    case "RequestTimeoutError":
      return { kind: "timeout", code: null };
    case "ApiError":
      return { kind: "refused", code: firstCode(error) };
    default:
      return { kind: "unexpected", code: null };
  }
};
