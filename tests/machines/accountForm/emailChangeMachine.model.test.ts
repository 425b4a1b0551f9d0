import { ApiError, RequestTimeoutError } from "../../../domain/rpc/clientErrors.ts";
import {
  type EmailChangeField,
  emailChangeMachine,
} from "../../../machines/accountForm/emailChangeMachine.ts";
import type { FormValues } from "../../../machines/accountForm/fieldRules.ts";
import { walkAccountForm } from "./walkAccountForm.ts";

const refusal = (code: string, type: string) =>
  new ApiError({ uri: "/funsclub-users__api/rpc/user_update_email", errors: [{ code, type }] });

walkAccountForm(
  "emailChangeMachine",
  {
    machine: emailChangeMachine,
    fields: ["newEmail", "password"],
    choices: {
      // A valid address (typed with capitals and spaces, which the rules forgive) and a broken one.
      newEmail: ["", " New@Example.com ", "new@example"],
      password: ["", "Secret#123"],
    },
    result: { userId: "user-1", email: "new@example.com" },
    failures: {
      wrongPassword: refusal("user.incorrect_password", "BAD_REQUEST"),
      taken: refusal("user.email_already_exists", "CONFLICT"),
      tooMany: refusal("rate_limit.too_many_requests", "TOO_MANY_REQUESTS"),
      timeout: new RequestTimeoutError({
        uri: "/funsclub-users__api/rpc/user_update_email",
        timeoutMs: 10_000,
      }),
    },
  },
  {
    brokenFields: ({ newEmail, password }: FormValues<EmailChangeField>) => [
      ...(newEmail.trim() === "" || newEmail === "new@example" ? (["newEmail"] as const) : []),
      ...(password === "" ? (["password"] as const) : []),
    ],
    // The page moves on to the verification-pending page; the form keeps what was sent meanwhile.
    afterSuccess: (submitted) => submitted,
    failureField: { wrongPassword: "password", taken: "newEmail", tooMany: undefined, timeout: undefined },
  },
);
