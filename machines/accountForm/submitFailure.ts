import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";

/** Why a form's submission did not go through. */
export type SubmitFailure = RequestFailure;
export const submitFailure = requestFailure;

/**
 * The field a `validation.{field}.{rule}` code names, when the form has that field. The server checks the
 * same section 5 rules as the form, so such a refusal belongs beside the field, not above the form.
 */
export const validationField = <F extends string>(code: string, fields: ReadonlyArray<F>): F | undefined => {
  const [prefix, field] = code.split(".");
  return prefix === "validation" && fields.includes(field as F) ? (field as F) : undefined;
};
