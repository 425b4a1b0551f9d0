/**
 * Why a form's submission did not go through, in the terms the form speaks to the user: the network, the
 * time limit, a refusal by the server (with its catalogue code), or anything else.
 */
export interface SubmitFailure {
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

/** Sorts a submit actor's rejection: the transport's tagged errors, or anything thrown. */
export const submitFailure = (error: unknown): SubmitFailure => {
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

/**
 * The field a `validation.{field}.{rule}` code names, when the form has that field. The server checks the
 * same section 5 rules as the form, so such a refusal belongs beside the field, not above the form.
 */
export const validationField = <F extends string>(code: string, fields: ReadonlyArray<F>): F | undefined => {
  const [prefix, field] = code.split(".");
  return prefix === "validation" && fields.includes(field as F) ? (field as F) : undefined;
};
