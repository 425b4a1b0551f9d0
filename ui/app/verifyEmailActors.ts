import { Cache, Duration } from "effect";
import { fromPromise } from "xstate";
import { UserVerifyEmail } from "../../domain/accounts/emailCommands.ts";
import type { Registered } from "../../machines/auth/signUpFormMachine.ts";
import { verifyEmailPageMachine } from "../../machines/auth/verifyEmailPageMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { callCommand } from "./publicCommands.ts";

/** How long the answer of a verification stays shared with repeats of the same link. */
const VERIFICATION_SHARE_MS = 10_000;

/** The verification link's page, wired to the back end: verifies as it opens. */
export const createVerifyEmailPage = (deps: Pick<AccountDeps, "run">) => {
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

  return verifyEmailPageMachine.provide({
    actors: { verify: fromPromise(({ input }) => verifyOnce(input)) },
  });
};

/** The verification page's machine over the root's deps (one cache of answers for the app). */
export const verifyEmailPageOf = onePerDeps((deps: AccountDeps) => createVerifyEmailPage(deps));
