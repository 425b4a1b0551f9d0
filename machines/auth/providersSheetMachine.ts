import { assign, fromPromise, setup } from "xstate";
import type { ExternalProvider } from "../../domain/accounts/externalLogin.ts";
import { type SubmitFailure, submitFailure } from "../accountForm/submitFailure.ts";

/**
 * The auth providers sheet (accounts spec section 2): the external login services the server offers
 * (`get_external_providers`, the provided `listProviders` actor). The list loads each time the sheet
 * opens, a failure offers another try, and closing the sheet drops a load still on its way, so an
 * unavailable service never blocks signing in with a password.
 */
export interface ProvidersSheetContext {
  readonly providers: ReadonlyArray<ExternalProvider>;
  readonly failure: SubmitFailure | null;
}

export type ProvidersSheetEvent =
  | { readonly type: "sheet.open" }
  | { readonly type: "sheet.close" }
  | { readonly type: "providers.retry" };

export type ProvidersSheetTag = "open" | "loading" | "loaded" | "failed";

export const providersSheetMachine = setup({
  types: {
    context: {} as ProvidersSheetContext,
    events: {} as ProvidersSheetEvent,
    tags: {} as ProvidersSheetTag,
  },
  actors: {
    listProviders: fromPromise<ReadonlyArray<ExternalProvider>>(() =>
      Promise.reject(new Error("providersSheetMachine: provide the `listProviders` actor")),
    ),
  },
}).createMachine({
  id: "providersSheet",
  context: { providers: [], failure: null },
  initial: "closed",
  states: {
    closed: { on: { "sheet.open": { target: "open" } } },
    open: {
      tags: "open",
      initial: "loading",
      on: { "sheet.close": { target: "closed" } },
      states: {
        loading: {
          tags: "loading",
          entry: assign({ failure: null }),
          invoke: {
            id: "listProviders",
            src: "listProviders",
            onDone: { target: "loaded", actions: assign({ providers: ({ event }) => event.output }) },
            onError: {
              target: "failed",
              actions: assign({ failure: ({ event }) => submitFailure(event.error) }),
            },
          },
        },
        loaded: { tags: "loaded" },
        failed: { tags: "failed", on: { "providers.retry": { target: "loading" } } },
      },
    },
  },
});
