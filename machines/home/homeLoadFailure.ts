/**
 * Why the home page's data could not be loaded, in the terms the page speaks to the visitor: the network,
 * the time limit, the server's refusal (with its catalogue code), or anything else.
 */
export interface HomeLoadFailure {
  readonly kind: "network" | "timeout" | "refused" | "unexpected";
  /** The catalogue code of a refusal (`sport.not_found`), else null. */
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

/** Sorts a load actor's rejection (the transport's tagged errors, or anything thrown). */
export const homeLoadFailure = (error: unknown): HomeLoadFailure => {
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
