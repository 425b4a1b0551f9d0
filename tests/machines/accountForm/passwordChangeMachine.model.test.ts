import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { FormValues } from "../../../machines/accountForm/fieldRules.ts";
import {
  type PasswordChangeField,
  passwordChangeMachine,
} from "../../../machines/accountForm/passwordChangeMachine.ts";
import { walkAccountForm } from "./walkAccountForm.ts";

const refusal = (code: string, type: string) =>
  new ApiError({ uri: "/funsclub-users__api/rpc/user_change_password", errors: [{ code, type }] });

const STRONG = "New#Pass2";
const CURRENT = "Old#Pass1";

walkAccountForm(
  "passwordChangeMachine",
  {
    machine: passwordChangeMachine,
    fields: ["currentPassword", "newPassword", "repeatPassword"],
    choices: {
      currentPassword: ["", CURRENT],
      // Weak, strong, and the current one again (section 5: never equal to the current password); clearing
      // a field is walked on the others.
      newPassword: ["weak", STRONG, CURRENT],
      repeatPassword: [STRONG],
    },
    result: { closedSessions: 2 },
    failures: {
      incorrectCurrent: refusal("user.incorrect_current_password", "BAD_REQUEST"),
      weakNew: refusal("validation.newPassword.missing_digit", "BAD_REQUEST"),
      offline: new NetworkError({
        uri: "/funsclub-users__api/rpc/user_change_password",
        cause: new Error("offline"),
      }),
    },
  },
  {
    brokenFields: ({ currentPassword, newPassword, repeatPassword }: FormValues<PasswordChangeField>) => [
      ...(currentPassword === "" ? (["currentPassword"] as const) : []),
      // "weak" breaks the section 5 rules; the others keep them unless equal to the current password.
      ...(newPassword === "" || newPassword === "weak" || newPassword === currentPassword
        ? (["newPassword"] as const)
        : []),
      ...(repeatPassword !== newPassword || repeatPassword === "" ? (["repeatPassword"] as const) : []),
    ],
    // Passwords never stay on screen after the change went through.
    afterSuccess: () => ({ currentPassword: "", newPassword: "", repeatPassword: "" }),
    failureField: {
      incorrectCurrent: "currentPassword",
      weakNew: "newPassword",
      offline: undefined,
    },
  },
);
