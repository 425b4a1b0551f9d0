import { fromPromise } from "xstate";
import { GetPasswordRecoveryTokenExpirationTime } from "../../domain/accounts/passwordCommands.ts";
import { recoveryLinkMachine } from "../../machines/auth/recoveryLinkMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { publicCommands } from "./publicCommands.ts";

/** A reset link, checked as its page opens and lapsing by the browser's clock. */
export const recoveryLinkOf = onePerDeps((deps: AccountDeps) => {
  const command = publicCommands(deps.run);
  return recoveryLinkMachine.provide({
    actors: {
      checkLink: fromPromise(async ({ input, signal }) => {
        const { expirationTime } = await command(GetPasswordRecoveryTokenExpirationTime, input, signal);
        // NOTE: the browser's clock, read here in the composition root: the machine only compares.
        return { expiresAt: expirationTime, checkedAt: Date.now() };
      }),
    },
  });
});
