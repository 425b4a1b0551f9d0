import type { ValidationRule } from "../../domain/accounts/validation.ts";

/**
 * What a form field can break as the user types: the section 5 rules of `domain/accounts/validation.ts`,
 * plus the two that need a second field: a new password equal to the current one, a repeat that differs.
 */
export type FieldRule = ValidationRule | "same_as_current" | "mismatch";

export type FormValues<F extends string> = Readonly<Record<F, string>>;

/** The rules each field breaks now; a field that breaks none is absent. */
export type FieldRules<F extends string> = Readonly<Partial<Record<F, ReadonlyArray<FieldRule>>>>;

/** Keeps only the fields that break something, so "valid" is "no keys". */
export const brokenOnly = <F extends string>(
  rules: Readonly<Record<F, ReadonlyArray<FieldRule>>>,
): FieldRules<F> =>
  Object.fromEntries(
    Object.entries(rules).filter(([, broken]) => (broken as ReadonlyArray<FieldRule>).length > 0),
  ) as FieldRules<F>;

export const breaksNothing = <F extends string>(rules: FieldRules<F>): boolean =>
  Object.keys(rules).length === 0;

/** A form whose fields all start empty. */
export const emptyValues = <F extends string>(fields: ReadonlyArray<F>): FormValues<F> =>
  Object.fromEntries(fields.map((field) => [field, ""])) as FormValues<F>;
