import { assign, fromPromise, setup } from "xstate";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { ChainRow } from "../../domain/tips/chain/verifyChain.ts";
import {
  type ChainMismatch,
  type ChainProgress,
  checkChainPage,
  hashedTextOf,
  headMismatch,
  missingEntries,
  NO_PROGRESS,
} from "./chainPageCheck.ts";

/**
 * The public page of the tip record (issue 8): the published head; a verification that reads every entry
 * page by page, has each one's SHA-256 recomputed (an injected actor: WebCrypto in the browser) and checks
 * it against the chain so far, up to the head published when it began; and a lookup of one tip's entries.
 * The three run side by side: a visitor may look a tip up while the record is being verified.
 */

/** The published head: the last entry's seq and hash, and that entry's own time (null while empty). */
export interface TipRecordHead {
  readonly seq: number;
  readonly hash: string;
  readonly at: number | null;
}

export interface TipRecordInput {
  /** Entries asked for at once (the server gives at most `TIP_CHAIN_PAGE_MAX`). */
  readonly pageSize: number;
}

export interface EntriesRequest {
  readonly fromSeq: number;
  readonly limit: number;
  /** The last entry the verification reads (the published head's): nothing after it is asked for. */
  readonly throughSeq: number;
}

export interface TipRecordContext {
  readonly pageSize: number;
  readonly head: TipRecordHead | null;
  readonly headFailure: RequestFailure | null;
  /** The head the verification runs up to: published when it began (the record grows meanwhile). */
  readonly target: TipRecordHead | null;
  readonly progress: ChainProgress;
  /** The page fetched and waiting for its hashes. */
  readonly page: ReadonlyArray<ChainRow>;
  readonly mismatch: ChainMismatch | null;
  readonly verifyFailure: RequestFailure | null;
  readonly lookupTipId: string | null;
  readonly lookupRows: ReadonlyArray<ChainRow>;
  readonly lookupFailure: RequestFailure | null;
}

export type TipRecordEvent =
  /** Started from the server's snapshot: the head is read again, since the record may have grown. */
  | { readonly type: "tipRecord.resume" }
  | { readonly type: "tipRecord.head.retry" }
  /** Verify the whole record (again, from its first entry). */
  | { readonly type: "tipRecord.verify" }
  | { readonly type: "tipRecord.lookup.submit"; readonly tipId: string };

export type TipRecordTag =
  | "headLoading"
  | "headLoaded"
  | "headFailed"
  | "verifying"
  | "verified"
  | "mismatch"
  | "verifyFailed"
  | "lookupSearching"
  | "lookupFound"
  | "lookupNotFound"
  | "lookupFailed";

/** Tip ids are short; a pasted paragraph is not looked up. */
export const TIP_ID_MAX_LENGTH = 100;

const tipIdOf = (raw: string): string | null => {
  const tipId = raw.trim();
  return tipId.length > 0 && tipId.length <= TIP_ID_MAX_LENGTH ? tipId : null;
};

const reached = (context: TipRecordContext) => context.progress.head.seq >= (context.target?.seq ?? 0);

export const tipRecordMachine = setup({
  types: {
    context: {} as TipRecordContext,
    events: {} as TipRecordEvent,
    input: {} as TipRecordInput,
    tags: {} as TipRecordTag,
  },
  actors: {
    loadHead: fromPromise<TipRecordHead>(() =>
      Promise.reject(new Error("tipRecordMachine: the loadHead actor must be provided")),
    ),
    loadEntries: fromPromise<ReadonlyArray<ChainRow>, EntriesRequest>(() =>
      Promise.reject(new Error("tipRecordMachine: the loadEntries actor must be provided")),
    ),
    /** SHA-256 of each text, as 64 lowercase hex digits, in the same order. */
    hashTexts: fromPromise<ReadonlyArray<string>, ReadonlyArray<string>>(() =>
      Promise.reject(new Error("tipRecordMachine: the hashTexts actor must be provided")),
    ),
    /** Every entry of one tip: its own and its settlements. */
    findTipEntries: fromPromise<ReadonlyArray<ChainRow>, { readonly tipId: string }>(() =>
      Promise.reject(new Error("tipRecordMachine: the findTipEntries actor must be provided")),
    ),
  },
  guards: {
    isEmptyRecord: (_, head: TipRecordHead) => head.seq === 0,
    isEmptyPage: (_, rows: ReadonlyArray<ChainRow>) => rows.length === 0,
    hasMismatch: ({ context }) => context.mismatch !== null,
    hasReachedTarget: ({ context }) => reached(context),
    isTipId: ({ event }) => event.type === "tipRecord.lookup.submit" && tipIdOf(event.tipId) !== null,
    isNothingFound: (_, rows: ReadonlyArray<ChainRow>) => rows.length === 0,
  },
  actions: {
    takeHead: assign((_, head: TipRecordHead) => ({ head, headFailure: null })),
    noteHeadFailure: assign((_, params: { readonly error: unknown }) => ({
      headFailure: requestFailure(params.error),
    })),
    startVerifying: assign({
      target: null,
      progress: NO_PROGRESS,
      page: [],
      mismatch: null,
      verifyFailure: null,
    }),
    // The page shows the head it verifies against (the head region's own state is left to its own load).
    takeTarget: assign((_, head: TipRecordHead) => ({ target: head, head })),
    takePage: assign((_, rows: ReadonlyArray<ChainRow>) => ({ page: rows })),
    checkPage: assign(({ context }, digests: ReadonlyArray<string>) => {
      const checked = checkChainPage(context.progress, context.page, digests);
      const done = checked.mismatch === null && checked.progress.head.seq >= (context.target?.seq ?? 0);
      return {
        page: [],
        progress: checked.progress,
        mismatch: done && context.target ? headMismatch(checked.progress, context.target) : checked.mismatch,
      };
    }),
    noteMissingEntries: assign(({ context }) => ({ mismatch: missingEntries(context.progress) })),
    noteVerifyFailure: assign((_, params: { readonly error: unknown }) => ({
      page: [],
      verifyFailure: requestFailure(params.error),
    })),
    startLookup: assign(({ event }) =>
      event.type === "tipRecord.lookup.submit"
        ? { lookupTipId: tipIdOf(event.tipId), lookupRows: [], lookupFailure: null }
        : {},
    ),
    takeLookup: assign((_, rows: ReadonlyArray<ChainRow>) => ({ lookupRows: rows })),
    noteLookupFailure: assign((_, params: { readonly error: unknown }) => ({
      lookupFailure: requestFailure(params.error),
    })),
  },
}).createMachine({
  id: "tipRecord",
  type: "parallel",
  context: ({ input }) => ({
    pageSize: input.pageSize,
    head: null,
    headFailure: null,
    target: null,
    progress: NO_PROGRESS,
    page: [],
    mismatch: null,
    verifyFailure: null,
    lookupTipId: null,
    lookupRows: [],
    lookupFailure: null,
  }),
  states: {
    head: {
      initial: "loading",
      states: {
        loading: {
          tags: "headLoading",
          invoke: {
            id: "loadHead",
            src: "loadHead",
            onDone: { target: "loaded", actions: { type: "takeHead", params: ({ event }) => event.output } },
            onError: {
              target: "failed",
              actions: { type: "noteHeadFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {
          tags: "headLoaded",
          on: { "tipRecord.resume": "refreshing" },
        },
        // The server's head stays on screen while the browser reads the current one.
        refreshing: {
          tags: "headLoaded",
          invoke: {
            id: "refreshHead",
            src: "loadHead",
            onDone: { target: "loaded", actions: { type: "takeHead", params: ({ event }) => event.output } },
            onError: "loaded",
          },
        },
        failed: {
          tags: "headFailed",
          on: { "tipRecord.head.retry": "loading", "tipRecord.resume": "loading" },
        },
      },
    },
    verification: {
      initial: "idle",
      states: {
        idle: { on: { "tipRecord.verify": "starting" } },
        starting: {
          tags: "verifying",
          entry: "startVerifying",
          invoke: {
            id: "loadTarget",
            src: "loadHead",
            onDone: [
              {
                guard: { type: "isEmptyRecord", params: ({ event }) => event.output },
                target: "verified",
                actions: { type: "takeTarget", params: ({ event }) => event.output },
              },
              { target: "fetching", actions: { type: "takeTarget", params: ({ event }) => event.output } },
            ],
            onError: {
              target: "failed",
              actions: { type: "noteVerifyFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        fetching: {
          tags: "verifying",
          invoke: {
            id: "loadEntries",
            src: "loadEntries",
            input: ({ context }): EntriesRequest => ({
              fromSeq: context.progress.head.seq + 1,
              limit: Math.min(context.pageSize, (context.target?.seq ?? 0) - context.progress.head.seq),
              throughSeq: context.target?.seq ?? 0,
            }),
            onDone: [
              {
                guard: { type: "isEmptyPage", params: ({ event }) => event.output },
                target: "mismatch",
                actions: "noteMissingEntries",
              },
              { target: "hashing", actions: { type: "takePage", params: ({ event }) => event.output } },
            ],
            onError: {
              target: "failed",
              actions: { type: "noteVerifyFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        hashing: {
          tags: "verifying",
          invoke: {
            id: "hashTexts",
            src: "hashTexts",
            input: ({ context }) => context.page.map(hashedTextOf),
            onDone: {
              target: "checked",
              actions: { type: "checkPage", params: ({ event }) => event.output },
            },
            onError: {
              target: "failed",
              actions: { type: "noteVerifyFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checked: {
          tags: "verifying",
          always: [
            { guard: "hasMismatch", target: "mismatch" },
            { guard: "hasReachedTarget", target: "verified" },
            { target: "fetching" },
          ],
        },
        verified: { tags: "verified", on: { "tipRecord.verify": "starting" } },
        mismatch: { tags: "mismatch", on: { "tipRecord.verify": "starting" } },
        failed: { tags: "verifyFailed", on: { "tipRecord.verify": "starting" } },
      },
    },
    lookup: {
      initial: "idle",
      on: {
        // NOTE: a target below the region is exited and entered again: a search in flight is dropped.
        "tipRecord.lookup.submit": { guard: "isTipId", target: ".searching", actions: "startLookup" },
      },
      states: {
        idle: {},
        searching: {
          tags: "lookupSearching",
          invoke: {
            id: "findTipEntries",
            src: "findTipEntries",
            input: ({ context }) => ({ tipId: context.lookupTipId ?? "" }),
            onDone: [
              { guard: { type: "isNothingFound", params: ({ event }) => event.output }, target: "notFound" },
              { target: "found", actions: { type: "takeLookup", params: ({ event }) => event.output } },
            ],
            onError: {
              target: "failed",
              actions: { type: "noteLookupFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        found: { tags: "lookupFound" },
        notFound: { tags: "lookupNotFound" },
        failed: { tags: "lookupFailed" },
      },
    },
  },
});

export type TipRecordMachine = typeof tipRecordMachine;
