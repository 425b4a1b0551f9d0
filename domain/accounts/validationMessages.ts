import type { FieldIssue, ValidationRule } from "./validation";
import {
  BIOGRAPHY_MAX_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./validationLimits";

/**
 * English text for each issue, sent as the `message` of a `validation.*` error (for logs and developers);
 * the interface shows its own translated wording by code.
 */
const maxLengthOf: Record<string, number> = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  newEmail: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  newPassword: PASSWORD_MAX_LENGTH,
  currentPassword: PASSWORD_MAX_LENGTH,
  biography: BIOGRAPHY_MAX_LENGTH,
};

const ruleText = (rule: ValidationRule, field: string): string => {
  switch (rule) {
    case "required":
      return "is required";
    case "too_long":
      return `is longer than ${maxLengthOf[field] ?? "allowed"} characters`;
    case "too_short":
      return `is shorter than ${PASSWORD_MIN_LENGTH} characters`;
    case "invalid_format":
      return "is not an e-mail address";
    case "local_part_too_long":
      return `has more than ${EMAIL_LOCAL_PART_MAX_LENGTH} characters before the @`;
    case "invalid_domain":
      return "has a domain that is not valid";
    case "invalid_characters":
      return "may hold letters only, in words separated by a space, hyphen or apostrophe";
    case "missing_lowercase":
      return "needs a lower-case letter";
    case "missing_uppercase":
      return "needs an upper-case letter";
    case "missing_digit":
      return "needs a digit";
    case "missing_special":
      return "needs a special character";
  }
};

export const validationMessage = (issue: FieldIssue): string =>
  `${issue.field} ${ruleText(issue.rule, issue.field)}`;
