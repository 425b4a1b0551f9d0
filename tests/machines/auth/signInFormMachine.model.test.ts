import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { FormValues } from "../../../machines/accountForm/fieldRules.ts";
import { type SignInField, signInFormMachine } from "../../../machines/auth/signInFormMachine.ts";
import { walkAccountForm } from "../accountForm/walkAccountForm.ts";

const URI = "/funsclub-users__api/rpc/login_user";
const refusal = (code: string) => new ApiError({ uri: URI, errors: [{ code, type: "BAD_REQUEST" }] });

/**
 * The sign-in form with its not-verified modal: only the unverified-address refusal opens it, closing it
 * keeps the refusal on screen (with a way to open it again), and any change or a new submit leaves it.
 */
walkAccountForm(
  "signInFormMachine",
  {
    machine: signInFormMachine,
    fields: ["email", "password"],
    choices: { email: ["", "ann@example.com"], password: ["", "secret"] },
    result: { accessToken: "a", refreshToken: "r", sessionId: "s", expiresAt: 1 } as never,
    failures: {
      notVerified: refusal(AccountErrorCode.accountNotVerified),
      wrongCredentials: refusal(AccountErrorCode.invalidCredentials),
      offline: new NetworkError({ uri: URI, cause: new Error("offline") }),
    },
  },
  {
    brokenFields: ({ email, password }: FormValues<SignInField>) => [
      ...(email === "" ? (["email"] as const) : []),
      ...(password === "" ? (["password"] as const) : []),
    ],
    afterSuccess: () => ({ email: "", password: "" }),
    failureField: { notVerified: undefined, wrongCredentials: undefined, offline: undefined },
    modalFailures: ["notVerified"],
  },
);
