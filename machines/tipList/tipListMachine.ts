import { type AnyEventObject, assign, type EventObject, fromPromise, setup } from "xstate";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { TipCard, TipsPage } from "../../domain/tips/tipsQuery.ts";

/**
 * A list of tips behind a cursor (issue 8): the first page of a request, then more by cursor. A failed
 * first load waits for a retry; a failed "more" keeps the list and offers it again. A server-rendered
 * snapshot resumes by loading the first page again quietly, since the server listed for a visitor and the
 * viewer may have made or bought some of the tips. A page may add events that change the request (an
 * order, a filter): a changed request loads from the start, dropping a load in flight for the old one.
 * The tips page, the event's Tips tab and a profile's lists are built from it, each with its own event
 * prefix (`tipsPage.more`, `tipsterTips.more`) so their actors and snapshots stay apart.
 */
export interface TipListLoad<Request> {
  readonly request: Request;
  /** The cursor to continue after; null for the first page. */
  readonly after: string | null;
}

export interface TipListContext<Request> {
  readonly request: Request;
  readonly tips: ReadonlyArray<TipCard>;
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
  readonly failure: RequestFailure | null;
}

export type TipListEvent<Prefix extends string> =
  | { readonly type: `${Prefix}.more` }
  | { readonly type: `${Prefix}.retry` }
  /** A tip bought from this list: its card shows the comment and one more purchase. */
  | { readonly type: `${Prefix}.tip.unlocked`; readonly tipId: string; readonly comment: string }
  /** Started from the server's snapshot: the list is reloaded as this viewer sees it. */
  | { readonly type: `${Prefix}.resume` };

/** `loadingMore` and `refreshing` come with `loaded`: the list stays on screen meanwhile. */
export type TipListTag = "loading" | "loaded" | "loadingMore" | "refreshing" | "failed";

/** For each event that may change the request, the request it asks for. */
export type RequestChanges<Request, Changes extends EventObject> = {
  readonly [Type in Changes["type"]]: (request: Request, event: Extract<Changes, { type: Type }>) => Request;
};

export interface TipListOptions<Prefix extends string, Request, Changes extends EventObject> {
  /** The machine's id and its events' prefix. */
  readonly id: Prefix;
  readonly requestChanges?: RequestChanges<Request, Changes>;
  /** Whether two requests list the same tips: a change to the same request is ignored. */
  readonly sameRequest?: (a: Request, b: Request) => boolean;
}

export const createTipListMachine = <Prefix extends string, Request, Changes extends EventObject = never>(
  options: TipListOptions<Prefix, Request, Changes>,
) => {
  const { id } = options;
  const changes = (options.requestChanges ?? {}) as Record<
    string,
    (request: Request, event: AnyEventObject) => Request
  >;
  const sameRequest = options.sameRequest ?? ((a: Request, b: Request) => a === b);
  const changedRequest = (context: TipListContext<Request>, event: AnyEventObject): Request | null => {
    const change = changes[event.type];
    const next = change ? change(context.request, event) : context.request;
    return sameRequest(next, context.request) ? null : next;
  };
  const firstPage = ({ context }: { readonly context: TipListContext<Request> }): TipListLoad<Request> => ({
    request: context.request,
    after: null,
  });
  // NOTE: the events' names are built from the prefix, which TypeScript cannot check against the generic
  // event union; the union is still what the machine's users send and the tests drive.
  const on = (transitions: Record<string, unknown>): object => transitions;
  const failed = {
    type: "noteFailure",
    params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }),
  } as const;

  return setup({
    types: {
      context: {} as TipListContext<Request>,
      events: {} as TipListEvent<Prefix> | Changes,
      input: {} as Request,
      tags: {} as TipListTag,
    },
    actors: {
      loadTips: fromPromise<TipsPage, TipListLoad<Request>>(() =>
        Promise.reject(new Error(`${id}: the loadTips actor must be provided`)),
      ),
    },
    guards: {
      changesRequest: ({ context, event }) => changedRequest(context, event) !== null,
      hasMore: ({ context }) => context.hasNextPage && context.endCursor !== null,
    },
    actions: {
      changeRequest: assign(({ context, event }) => ({
        request: changedRequest(context, event) ?? context.request,
      })),
      forgetTips: assign({ tips: [], endCursor: null, hasNextPage: false, failure: null }),
      takeFirstPage: assign((_, page: TipsPage) => ({
        tips: page.tips,
        endCursor: page.pageInfo.endCursor,
        hasNextPage: page.pageInfo.hasNextPage,
        failure: null,
      })),
      appendPage: assign(({ context }, page: TipsPage) => {
        // A tip may move between pages while the viewer reads (a purchase changes POPULAR, a tip settled
        // between two pages moves from a profile's active list to the closed one): shown once.
        const shown = new Set(context.tips.map((tip) => tip.id));
        return {
          tips: [...context.tips, ...page.tips.filter((tip) => !shown.has(tip.id))],
          endCursor: page.pageInfo.endCursor,
          hasNextPage: page.pageInfo.hasNextPage,
          failure: null,
        };
      }),
      noteFailure: assign((_, params: { readonly error: unknown }) => ({
        failure: requestFailure(params.error),
      })),
      unlockTip: assign(({ context, event }) => {
        const { tipId, comment } = event as { readonly tipId: string; readonly comment: string };
        return {
          tips: context.tips.map((tip) =>
            tip.id === tipId && !tip.purchasedByViewer
              ? { ...tip, comment, purchasedByViewer: true, purchasedTimes: tip.purchasedTimes + 1 }
              : tip,
          ),
        };
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      request: input,
      tips: [],
      endCursor: null,
      hasNextPage: false,
      failure: null,
    }),
    initial: "loading",
    on: on({
      // NOTE: targets below the root are exited and entered again, so a load in flight for the old
      // request is stopped and a new one starts with the new input.
      ...Object.fromEntries(
        Object.keys(changes).map((type) => [
          type,
          { guard: "changesRequest", target: ".loading", actions: "changeRequest" },
        ]),
      ),
      [`${id}.tip.unlocked`]: { actions: "unlockTip" },
    }),
    states: {
      loading: {
        tags: "loading",
        entry: "forgetTips",
        invoke: {
          id: "loadTips",
          src: "loadTips",
          input: firstPage,
          onDone: {
            target: "loaded",
            actions: { type: "takeFirstPage", params: ({ event }) => event.output },
          },
          onError: { target: "failed", actions: failed },
        },
      },
      loaded: {
        tags: "loaded",
        on: on({
          [`${id}.more`]: { guard: "hasMore", target: "loadingMore" },
          [`${id}.resume`]: "refreshing",
        }),
      },
      loadingMore: {
        tags: ["loaded", "loadingMore"],
        invoke: {
          id: "loadMoreTips",
          src: "loadTips",
          input: ({ context }) => ({ request: context.request, after: context.endCursor }),
          onDone: { target: "loaded", actions: { type: "appendPage", params: ({ event }) => event.output } },
          onError: { target: "loaded", actions: failed },
        },
      },
      refreshing: {
        tags: ["loaded", "refreshing"],
        invoke: {
          id: "refreshTips",
          src: "loadTips",
          input: firstPage,
          onDone: {
            target: "loaded",
            actions: { type: "takeFirstPage", params: ({ event }) => event.output },
          },
          // The rendered list stays; "more" and a new request still work from it.
          onError: { target: "loaded", actions: failed },
        },
      },
      failed: {
        tags: "failed",
        on: on({ [`${id}.retry`]: "loading", [`${id}.resume`]: "loading" }),
      },
    },
  });
};
