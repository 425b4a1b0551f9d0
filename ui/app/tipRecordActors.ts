import { fromPromise } from "xstate";
import type { ChainRow } from "../../domain/tips/chain/verifyChain.ts";
import {
  type EntriesRequest,
  type TipRecordHead,
  tipRecordMachine,
} from "../../machines/tipRecord/tipRecordMachine.ts";
import type { TipRecordDeps } from "./tipRecordDeps.ts";
import { createTipRecordServices } from "./tipRecordServices.ts";
import { webCryptoSha256 } from "./tipRecordSha256.ts";

const provide = (deps: TipRecordDeps) => {
  const services = createTipRecordServices(deps);
  return {
    logic: tipRecordMachine.provide({
      actors: {
        loadHead: fromPromise<TipRecordHead>(({ signal }) => services.loadHead(signal)),
        loadEntries: fromPromise<ReadonlyArray<ChainRow>, EntriesRequest>(({ input, signal }) =>
          services.loadEntries(input, signal),
        ),
        hashTexts: fromPromise<ReadonlyArray<string>, ReadonlyArray<string>>(({ input }) =>
          webCryptoSha256(input),
        ),
        findTipEntries: fromPromise<ReadonlyArray<ChainRow>, { readonly tipId: string }>(
          ({ input, signal }) => services.findTipEntries(input.tipId, signal),
        ),
      },
    }),
    deps,
  };
};

const made = new WeakMap<object, ReturnType<typeof provide>>();

/**
 * The tip record page's machine provided with the root's services, once per `key` (an object the app
 * keeps for its whole life), so the route's prefetch and the page use the same logic. Loaded with the
 * page's chunk.
 */
export const tipRecordActorsOf = (key: object, deps: () => TipRecordDeps) => {
  let actors = made.get(key);
  if (!actors) {
    actors = provide(deps());
    made.set(key, actors);
  }
  return actors;
};

export type TipRecordActors = ReturnType<typeof provide>;
export type TipRecordLogic = TipRecordActors["logic"];
