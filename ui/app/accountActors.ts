import { Cache, Duration } from "effect";
import { type AnyActorLogic, fromPromise } from "xstate";
import type { AuthToken } from "../../domain/accounts/authToken.ts";
import { UserVerifyEmail } from "../../domain/accounts/emailCommands.ts";
import { GetExternalProviders } from "../../domain/accounts/externalLogin.ts";
import {
  GetPasswordRecoveryTokenExpirationTime,
  UserResetPasswordByEmail,
  UserUpdatePasswordByEmail,
} from "../../domain/accounts/passwordCommands.ts";
import { Register } from "../../domain/accounts/registrationCommands.ts";
import { LoginUser } from "../../domain/accounts/sessionCommands.ts";
import { normalizeEmail, normalizeName } from "../../domain/accounts/validation.ts";
import { newPasswordFormMachine, type PasswordSet } from "../../machines/auth/newPasswordFormMachine.ts";
import { providersSheetMachine } from "../../machines/auth/providersSheetMachine.ts";
import { recoveryLinkMachine } from "../../machines/auth/recoveryLinkMachine.ts";
import { type ResetMailSent, resetRequestFormMachine } from "../../machines/auth/resetRequestFormMachine.ts";
import { signInFormMachine } from "../../machines/auth/signInFormMachine.ts";
import { type Registered, signUpFormMachine } from "../../machines/auth/signUpFormMachine.ts";
import { verifyEmailPageMachine } from "../../machines/auth/verifyEmailPageMachine.ts";
import type { RequestMachine } from "../../machines/request/requestMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { callCommand, publicCommands } from "./publicCommands.ts";
import { requestLogic } from "./requestLogic.ts";
import { type ResendVerificationLogic, resendVerificationOf } from "./resendVerificationActors.ts";

/** The machines of the sign-in, sign-up, verification and password pages, wired to the back end. */
export interface AccountActors {
  readonly signInForm: ReturnType<typeof provideSubmit<typeof signInFormMachine>>;
  readonly signUpForm: ReturnType<typeof provideSubmit<typeof signUpFormMachine>>;
  readonly resetRequestForm: ReturnType<typeof provideSubmit<typeof resetRequestFormMachine>>;
  /** The new-password form of one reset link. */
  readonly newPasswordForm: (
    passwordRecoveryToken: string,
  ) => ReturnType<typeof provideSubmit<typeof newPasswordFormMachine>>;
  /** The verification link's page: verifies as it opens. */
  readonly verifyEmailPage: typeof verifyEmailPageMachine;
  /** A reset link, checked as its page opens and lapsing by the browser's clock. */
  readonly recoveryLink: typeof recoveryLinkMachine;
  readonly resendVerification: ResendVerificationLogic;
  readonly resendReset: RequestMachine<{ readonly email: string }, ResetMailSent>;
  readonly providersSheet: typeof providersSheetMachine;
}

type Values = Readonly<Record<string, string>>;

/** How long the answer of a verification stays shared with repeats of the same link. */
const VERIFICATION_SHARE_MS = 10_000;

/** A form machine with its `submit` actor: the form's values in, the command's answer out. */
const provideSubmit = <M extends { provide: (implementations: { actors: { submit: AnyActorLogic } }) => M }>(
  machine: M,
  submit: (values: Values, signal: AbortSignal) => Promise<unknown>,
): M =>
  machine.provide({
    actors: { submit: fromPromise<unknown, Values>(({ input, signal }) => submit(input, signal)) },
  });

const value = (values: Values, field: string): string => values[field] ?? "";

export const createAccountActors = (deps: AccountDeps): AccountActors => {
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

  /**
   * NOTE: a verification link works once, so a second request for the same token while the first is on its
   * way (React's strict-mode remount in development restarts the page's actor) shares the first's answer
   * instead of being told the address is already verified: the runtime's cache keeps one lookup per token,
   * and its outcome for VERIFICATION_SHARE_MS. The first is not aborted for the same reason (no signal: a
   * lookup nobody waits for any more would be interrupted).
   */
  const verifications = deps.run(
    Cache.make({
      lookup: (emailVerificationToken: string) => callCommand(UserVerifyEmail, { emailVerificationToken }),
      capacity: 16,
      timeToLive: Duration.millis(VERIFICATION_SHARE_MS),
    }),
  );
  const verifyOnce = async (input: { readonly emailVerificationToken: string }): Promise<Registered> =>
    deps.run(Cache.get(await verifications, input.emailVerificationToken));

  return {
    signInForm: provideSubmit(signInFormMachine, signIn),
    signUpForm: provideSubmit(signUpFormMachine, signUp),
    resetRequestForm: provideSubmit(resetRequestFormMachine, (values, signal) =>
      requestReset(value(values, "email"), signal),
    ),
    newPasswordForm: (passwordRecoveryToken) =>
      provideSubmit(newPasswordFormMachine, setPassword(passwordRecoveryToken)),
    verifyEmailPage: verifyEmailPageMachine.provide({
      actors: { verify: fromPromise(({ input }) => verifyOnce(input)) },
    }),
    recoveryLink: recoveryLinkMachine.provide({
      actors: {
        checkLink: fromPromise(async ({ input, signal }) => {
          const { expirationTime } = await command(GetPasswordRecoveryTokenExpirationTime, input, signal);
          // NOTE: the browser's clock, read here in the composition root: the machine only compares.
          return { expiresAt: expirationTime, checkedAt: Date.now() };
        }),
      },
    }),
    resendVerification: resendVerificationOf(deps),
    resendReset: requestLogic((input: { readonly email: string }, signal) =>
      requestReset(input.email, signal),
    ),
    providersSheet: providersSheetMachine.provide({
      actors: {
        listProviders: fromPromise(async ({ signal }) => {
          const { providers } = await command(GetExternalProviders, {}, signal);
          return providers;
        }),
      },
    }),
  };
};

const made = new WeakMap<AccountDeps, AccountActors>();

/**
 * The account pages' machines over the root's deps, made once per deps object and shared by every page
 * that asks (the verification's shared answer lives in them). Imported by the pages, so the machines come
 * with their chunks, not the app's start-up JS.
 */
export const accountActorsOf = (deps: AccountDeps): AccountActors => {
  let actors = made.get(deps);
  if (!actors) {
    actors = createAccountActors(deps);
    made.set(deps, actors);
  }
  return actors;
};
