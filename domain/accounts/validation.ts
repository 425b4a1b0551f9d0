import {
  BIOGRAPHY_MAX_LENGTH,
  EMAIL_DOMAIN_LABEL_MAX_LENGTH,
  EMAIL_DOMAIN_MAX_LABELS,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./validationLimits";

/**
 * The account form rules of accounts spec section 5, as pure functions shared by the server (which
 * enforces them) and the browser forms (which show them as the user types). Each check answers every
 * rule the value breaks, in a fixed order, so a form can show the first and a test can see them all.
 */
export type AccountField =
  | "name"
  | "email"
  | "newEmail"
  | "password"
  | "newPassword"
  | "currentPassword"
  | "biography";

export type ValidationRule =
  | "required"
  | "too_long"
  | "too_short"
  | "invalid_format"
  | "local_part_too_long"
  | "invalid_domain"
  | "invalid_characters"
  | "missing_lowercase"
  | "missing_uppercase"
  | "missing_digit"
  | "missing_special";

export interface FieldIssue {
  readonly field: AccountField;
  readonly rule: ValidationRule;
}

/** Length as a person counts it: code points, so an emoji or a CJK letter is one. */
const lengthOf = (value: string): number => [...value].length;

/** Text fields are trimmed before any rule runs (section 5: "text is trimmed"). Passwords are not. */
export const trimText = (value: string): string => value.trim();

/** Names keep single spaces between words. */
export const normalizeName = (value: string): string => value.trim().replace(/\s+/gu, " ");

/** E-mail addresses are compared and stored lower-cased, so `Ann@X.com` and `ann@x.com` are one account. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

// RFC 5322 "atext" plus dots that neither start, end nor repeat; quoted local parts are not accepted.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[A-Za-z]{2,}$/;

const isValidDomain = (domain: string): boolean => {
  const labels = domain.split(".");
  return (
    labels.length >= 2 &&
    labels.length <= EMAIL_DOMAIN_MAX_LABELS &&
    labels.every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels[labels.length - 1]!)
  );
};

/** Rules an e-mail address breaks; expects the trimmed value. */
export const emailRules = (email: string): ReadonlyArray<ValidationRule> => {
  if (email === "") return ["required"];
  const rules: ValidationRule[] = [];
  if (email.length > EMAIL_MAX_LENGTH) rules.push("too_long");
  const parts = email.split("@");
  if (parts.length !== 2) return [...rules, "invalid_format"];
  const [local, domain] = parts as [string, string];
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH) rules.push("local_part_too_long");
  else if (!LOCAL_PART.test(local)) rules.push("invalid_format");
  if (!isValidDomain(domain)) rules.push("invalid_domain");
  return rules;
};

// Letters (with their combining marks) in words separated by one space, hyphen or apostrophe, so
// "Ann-Marie O'Neil" passes and digits, symbols and punctuation elsewhere do not.
const NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** Rules a display name breaks; expects the normalized value (see `normalizeName`). */
export const nameRules = (name: string): ReadonlyArray<ValidationRule> => {
  if (name === "") return ["required"];
  const rules: ValidationRule[] = [];
  if (lengthOf(name) > NAME_MAX_LENGTH) rules.push("too_long");
  if (!NAME.test(name)) rules.push("invalid_characters");
  return rules;
};

/** Rules a new password breaks. Sign-in does not run these: old passwords stay valid if rules change. */
export const passwordRules = (password: string): ReadonlyArray<ValidationRule> => {
  if (password === "") return ["required"];
  const rules: ValidationRule[] = [];
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) rules.push("too_short");
  if (length > PASSWORD_MAX_LENGTH) rules.push("too_long");
  if (!/\p{Ll}/u.test(password)) rules.push("missing_lowercase");
  if (!/\p{Lu}/u.test(password)) rules.push("missing_uppercase");
  if (!/\p{Nd}/u.test(password)) rules.push("missing_digit");
  if (!/[^\p{L}\p{N}\s]/u.test(password)) rules.push("missing_special");
  return rules;
};

/** Rules a biography breaks; expects the trimmed value. Empty is allowed (it clears the biography). */
export const biographyRules = (biography: string): ReadonlyArray<ValidationRule> =>
  lengthOf(biography) > BIOGRAPHY_MAX_LENGTH ? ["too_long"] : [];

/** Rules a required field breaks when it only has to be present (the current password, say). */
export const requiredRules = (value: string): ReadonlyArray<ValidationRule> =>
  value === "" ? ["required"] : [];

/** Section 5: "a new password cannot equal the current one". */
export const isSamePassword = (current: string, next: string): boolean => current === next;

export const isSameEmail = (current: string, next: string): boolean =>
  normalizeEmail(current) === normalizeEmail(next);

export const fieldIssues = (field: AccountField, rules: ReadonlyArray<ValidationRule>): FieldIssue[] =>
  rules.map((rule) => ({ field, rule }));

/** The catalogue code of one issue: `validation.{field}.{rule}`, e.g. `validation.password.missing_digit`. */
export const validationCode = (issue: FieldIssue): string => `validation.${issue.field}.${issue.rule}`;
