import {
  UpdateEmailVerificationTokenByEmail,
  UpdateEmailVerificationTokenByOldToken,
  UpdateEmailVerificationTokenByUserId,
} from "../../domain/accounts/emailCommands.ts";
import { normalizeEmail } from "../../domain/accounts/validation.ts";
import type { RequestMachine } from "../../machines/request/requestMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { publicCommands } from "./publicCommands.ts";
import { requestLogic } from "./requestLogic.ts";

/** Which account a new verification link is for: by id (after sign-up), address (not-verified modal) or old link. */
export type VerificationResendTarget =
  | { readonly userId: string }
  | { readonly email: string }
  | { readonly emailVerificationToken: string };

export interface VerificationMailSent {
  readonly emailVerificationTokenValidUntil: number;
}

export type ResendVerificationLogic = RequestMachine<VerificationResendTarget, VerificationMailSent>;

const createResendVerification = (deps: AccountDeps): ResendVerificationLogic => {
  const command = publicCommands(deps.run);
  return requestLogic((target: VerificationResendTarget, signal) =>
    "userId" in target
      ? command(UpdateEmailVerificationTokenByUserId, { userId: target.userId }, signal)
      : "email" in target
        ? command(UpdateEmailVerificationTokenByEmail, { email: normalizeEmail(target.email) }, signal)
        : command(
            UpdateEmailVerificationTokenByOldToken,
            { emailVerificationToken: target.emailVerificationToken },
            signal,
          ),
  );
};

/**
 * A new verification link, once per deps object. Apart from the account pages' machines because the
 * settings' pending-change page asks for one too, and its chunk need not carry the sign-in and sign-up.
 */
export const resendVerificationOf: (deps: AccountDeps) => ResendVerificationLogic =
  onePerDeps(createResendVerification);
