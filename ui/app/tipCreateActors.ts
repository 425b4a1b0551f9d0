import { fromPromise } from "xstate";
import { CreatePrediction } from "../../domain/tips/tipCommands.ts";
import { type TipCreated, tipCreateMachine } from "../../machines/tipCreate/tipCreateMachine.ts";
import type { CreatePredictionPayload } from "../../machines/tipCreate/tipDraft.ts";
import { onePerDeps } from "./onePerDeps.ts";
import type { TipsDeps } from "./tipsDeps.ts";

const provide = (deps: TipsDeps) => ({
  logic: tipCreateMachine.provide({
    actors: {
      createTip: fromPromise<TipCreated, CreatePredictionPayload>(({ input, signal }) => {
        // The server renders no sheet: nothing is created there.
        if (!deps.transport) return Promise.reject(new Error("Server rendering creates no tip"));
        return deps.transport.calls.rpc(CreatePrediction, input, signal);
      }),
    },
  }),
  inspect: deps.inspect,
});

/**
 * The tip creation machine provided with the root's signed-in calls (`create_prediction`). This module
 * comes with the creation sheet's chunk, loaded when a viewer first asks to create a tip: never start-up JS.
 */
export const tipCreateActorsOf = onePerDeps(provide);
