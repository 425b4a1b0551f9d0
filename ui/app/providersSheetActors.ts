import { fromPromise } from "xstate";
import { GetExternalProviders } from "../../domain/accounts/externalLogin.ts";
import { providersSheetMachine } from "../../machines/auth/providersSheetMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { publicCommands } from "./publicCommands.ts";

/** The sheet of external sign-in providers, listed from the back end as it opens. */
export const providersSheetOf = onePerDeps((deps: AccountDeps) => {
  const command = publicCommands(deps.run);
  return providersSheetMachine.provide({
    actors: {
      listProviders: fromPromise(async ({ signal }) => {
        const { providers } = await command(GetExternalProviders, {}, signal);
        return providers;
      }),
    },
  });
});
