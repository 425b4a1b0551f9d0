import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { FileErrorCode } from "../../../domain/files/fileErrors.ts";
import type { FieldRule } from "../../../machines/accountForm/fieldRules.ts";
import type { AvatarFileProblem } from "../../../machines/profileEdit/avatarFileCheck.ts";
import { codeMessage, type Message, ruleMessage } from "../../auth/fieldMessage.ts";

/**
 * The words of the refusals only the settings pages meet (a wrong current password, the same e-mail, a
 * refused picture); every other code reads as on the sign-in and sign-up pages (`ui/auth/fieldMessage.ts`).
 */
export type SettingsMessageKey =
  | "accountSettings.code.incorrectCurrentPassword"
  | "accountSettings.code.incorrectPassword"
  | "accountSettings.code.sameEmail"
  | "accountSettings.avatar.notImage"
  | "accountSettings.avatar.tooLarge"
  | "accountSettings.avatar.empty"
  | "accountSettings.avatar.unsupported"
  | "accountSettings.avatar.unreadable"
  | "accountSettings.avatar.gone";

const keyOfCode: Readonly<Record<string, SettingsMessageKey>> = {
  [AccountErrorCode.incorrectCurrentPassword]: "accountSettings.code.incorrectCurrentPassword",
  [AccountErrorCode.incorrectPassword]: "accountSettings.code.incorrectPassword",
  [AccountErrorCode.sameEmail]: "accountSettings.code.sameEmail",
  [FileErrorCode.tooLarge]: "accountSettings.avatar.tooLarge",
  [FileErrorCode.unsupportedType]: "accountSettings.avatar.unsupported",
  [FileErrorCode.invalidUpload]: "accountSettings.avatar.unreadable",
  [FileErrorCode.notFound]: "accountSettings.avatar.gone",
};

/**
 * NOTE: the fields of `ui/auth` render a `Message` whose key type lists the auth keys only; these keys are
 * as real (English defines them, so a typo is a type error there), hence the one widening cast here.
 */
const settingsMessage = (key: SettingsMessageKey): Message => ({ key }) as unknown as Message;

export const settingsCodeMessage = (code: string): Message => {
  const own = keyOfCode[code];
  return own ? settingsMessage(own) : codeMessage(code);
};

const keyOfProblem: Readonly<Record<AvatarFileProblem, SettingsMessageKey>> = {
  not_image: "accountSettings.avatar.notImage",
  too_large: "accountSettings.avatar.tooLarge",
  empty: "accountSettings.avatar.empty",
};

/** Why the picture cannot be used: the browser's own check of the picked file, else the server's refusal. */
export const avatarMessage = (
  problem: AvatarFileProblem | null,
  refusal: string | undefined,
): Message | null => {
  if (problem) return settingsMessage(keyOfProblem[problem]);
  return refusal === undefined ? null : settingsCodeMessage(refusal);
};

/**
 * What a profile text field shows under it: the server's refusal, else the first rule it breaks. Shown as
 * the user types: the fields start from saved, valid values, so a message always follows an edit.
 */
export const profileFieldMessage = (
  context: {
    readonly refusals: Readonly<Partial<Record<string, string>>>;
    readonly rules: Readonly<Partial<Record<string, ReadonlyArray<FieldRule>>>>;
  },
  field: "name" | "biography",
): Message | null => {
  const refusal = context.refusals[field];
  if (refusal !== undefined) return settingsCodeMessage(refusal);
  const broken = context.rules[field];
  return broken && broken.length > 0 ? ruleMessage(field, broken[0]!) : null;
};
