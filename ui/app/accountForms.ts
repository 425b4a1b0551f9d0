import { type AnyActorLogic, fromPromise } from "xstate";
import type { AuthToken } from "../../domain/accounts/authToken.ts";
import {
  UserResetPasswordByEmail,
  UserUpdatePasswordByEmail,
} from "../../domain/accounts/passwordCommands.ts";
import { Register } from "../../domain/accounts/registrationCommands.ts";
import { LoginUser } from "../../domain/accounts/sessionCommands.ts";
import { normalizeEmail, normalizeName } from "../../domain/accounts/validation.ts";
import { newPasswordFormMachine, type PasswordSet } from "../../machines/auth/newPasswordFormMachine.ts";
import { type ResetMailSent, resetRequestFormMachine } from "../../machines/auth/resetRequestFormMachine.ts";
import { signInFormMachine } from "../../machines/auth/signInFormMachine.ts";
import { type Registered, signUpFormMachine } from "../../machines/auth/signUpFormMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { publicCommands } from "./publicCommands.ts";
import { requestLogic } from "./requestLogic.ts";

type Values = Readonly<Record<string, string>>;

const value = (values: Values, field: string): string => values[field] ?? "";

/** A form machine with its `submit` actor: the form's values in, the command's answer out. */
const provideSubmit = <M extends { provide: (implementations: { actors: { submit: AnyActorLogic } }) => M }>(
  machine: M,
  submit: (values: Values, signal: AbortSignal) => Promise<unknown>,
): M =>
  machine.provide({
    actors: { submit: fromPromise<unknown, Values>(({ input, signal }) => submit(input, signal)) },
  });

/** The sign-in, sign-up and password forms, and the reset mail's resend, wired to the back end. */
export const createAccountForms = (deps: AccountDeps) => {
  const command = publicCommands(deps.run);

  const signIn = async (values: Values, signal: AbortSignal): Promise<AuthToken> => {
    const { token } = await command(
      LoginUser,
      { email: normalizeEmail(value(values, "email")), password: value(values, "password") },
      signal,
    );
    deps.session.send({ type: "session.signedIn", token });
    return token;
  };

  const signUp = async (values: Values, signal: AbortSignal): Promise<Registered> => {
    const { userId, email } = await command(
      Register,
      {
        name: normalizeName(value(values, "name")),
        email: normalizeEmail(value(values, "email")),
        password: value(values, "password"),
      },
      signal,
    );
    return { userId, email };
  };

  const requestReset = async (email: string, signal: AbortSignal): Promise<ResetMailSent> => {
    const answer = await command(UserResetPasswordByEmail, { email: normalizeEmail(email) }, signal);
    return { email: answer.email };
  };

  const setPassword =
    (passwordRecoveryToken: string) =>
    async (values: Values, signal: AbortSignal): Promise<PasswordSet> =>
      command(
        UserUpdatePasswordByEmail,
        { passwordRecoveryToken, newPassword: value(values, "newPassword") },
        signal,
      );

  return {
    signInForm: provideSubmit(signInFormMachine, signIn),
    signUpForm: provideSubmit(signUpFormMachine, signUp),
    resetRequestForm: provideSubmit(resetRequestFormMachine, (values, signal) =>
      requestReset(value(values, "email"), signal),
    ),
    /** The new-password form of one reset link. */
    newPasswordForm: (passwordRecoveryToken: string) =>
      provideSubmit(newPasswordFormMachine, setPassword(passwordRecoveryToken)),
    resendReset: requestLogic((input: { readonly email: string }, signal) =>
      requestReset(input.email, signal),
    ),
  };
};

export type AccountForms = ReturnType<typeof createAccountForms>;

/** The account forms over the root's deps, imported by their pages so they come with those chunks. */
export const accountFormsOf = onePerDeps(createAccountForms);
