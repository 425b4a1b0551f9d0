import { fromPromise, type SnapshotFrom } from "xstate";
import { TIP_CHAIN_PAGE_MAX } from "../../domain/tips/chain/tipChainQuery.ts";
import type { ChainRow } from "../../domain/tips/chain/verifyChain.ts";
import {
  type EntriesRequest,
  type TipRecordHead,
  type TipRecordInput,
  tipRecordMachine,
} from "../../machines/tipRecord/tipRecordMachine.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import type { RouterContext } from "./routerContext.ts";
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

/** The tip record page's deps from the router's context: the app's transport, or the server's reads. */
export const tipRecordDepsOf = (
  context: Pick<RouterContext, "tips" | "tipRecordInProcess">,
): TipRecordDeps => ({
  transport: context.tips.transport,
  inProcess: context.tipRecordInProcess ?? null,
  inspect: context.tips.inspect,
});

/** The page's actors for the app's whole life: one set per router context's tips deps (a lasting object). */
export const tipRecordActorsFor = (context: Pick<RouterContext, "tips" | "tipRecordInProcess">) =>
  tipRecordActorsOf(context.tips, () => tipRecordDepsOf(context));

export const TIP_RECORD_PAGE_KEY = "tip record";

/** What the page starts with: pages as large as the server gives. */
export const TIP_RECORD_INPUT: TipRecordInput = { pageSize: TIP_CHAIN_PAGE_MAX };

/** The page as its route prefetches it on the server: loaded once the head is known. */
export const tipRecordPage = (logic: TipRecordLogic): PageActorSpec<TipRecordLogic> => ({
  key: TIP_RECORD_PAGE_KEY,
  logic,
  input: TIP_RECORD_INPUT,
  isLoaded: (snapshot: SnapshotFrom<TipRecordLogic>) => snapshot.hasTag("headLoaded"),
  hasFailed: (snapshot: SnapshotFrom<TipRecordLogic>) => snapshot.hasTag("headFailed"),
});
