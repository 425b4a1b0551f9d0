import { assign, fromPromise, setup } from "xstate";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { requestFailure } from "../../domain/rpc/requestFailure.ts";

/**
 * One statistics page's data (issue 9): a tournament's standings, a team's squad, a player's matches, an
 * event's lineups… Loads its request's answer; an answer of null means the server knows no such thing
 * (`missing`, the page says so with a 404). A paged answer loads more after its end cursor and the page
 * appends it. A new request (the page's key parameter changed: another season, id or tab) loads from the
 * start and drops a load in flight. `refresh` reloads quietly with the answer on screen: live standings and
 * an event's statistics do it as the live line moves. A server-rendered snapshot resumes as `loaded`.
 */
export interface StatisticsPageLoad<Request> {
  readonly request: Request;
  /** The cursor to continue after; null for the first page. */
  readonly after: string | null;
}

export interface StatisticsPageContext<Request, Answer> {
  readonly request: Request;
  readonly answer: Answer | null;
  readonly failure: RequestFailure | null;
}

export type StatisticsPageEvent<Request> =
  | { readonly type: "statisticsPage.request"; readonly request: Request }
  | { readonly type: "statisticsPage.more" }
  | { readonly type: "statisticsPage.refresh" }
  | { readonly type: "statisticsPage.retry" };

/** `loadingMore` and `refreshing` come with `loaded`: the answer stays on screen meanwhile. */
export type StatisticsPageTag = "loading" | "loaded" | "loadingMore" | "refreshing" | "failed" | "missing";

export interface StatisticsPageOptions<Request, Answer> {
  readonly id: string;
  /** Two requests asking the same: a change to the same request is ignored. */
  readonly sameRequest: (a: Request, b: Request) => boolean;
  /** A paged answer's end cursor when it has a next page; null otherwise (or for an answer that is not paged). */
  readonly nextCursor?: (answer: Answer) => string | null;
  /** The answer with the next page appended. */
  readonly append?: (answer: Answer, next: Answer) => Answer;
}

export const createStatisticsPageMachine = <Request, Answer>(
  options: StatisticsPageOptions<Request, Answer>,
) => {
  const nextCursor = options.nextCursor ?? (() => null);
  const append = options.append ?? ((_answer: Answer, next: Answer) => next);
  const firstPage = ({ context }: { readonly context: StatisticsPageContext<Request, Answer> }) => ({
    request: context.request,
    after: null,
  });
  const failed = {
    type: "noteFailure",
    params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }),
  } as const;
  return setup({
    types: {
      context: {} as StatisticsPageContext<Request, Answer>,
      events: {} as StatisticsPageEvent<Request>,
      input: {} as Request,
      tags: {} as StatisticsPageTag,
    },
    actors: {
      loadPage: fromPromise<Answer | null, StatisticsPageLoad<Request>>(() =>
        Promise.reject(new Error(`${options.id}: the loadPage actor must be provided`)),
      ),
    },
    guards: {
      newRequest: ({ context, event }) =>
        event.type === "statisticsPage.request" && !options.sameRequest(event.request, context.request),
      found: (_, params: { readonly answer: Answer | null }) => params.answer !== null,
      hasMore: ({ context }) => context.answer !== null && nextCursor(context.answer) !== null,
    },
    actions: {
      takeRequest: assign(({ context, event }) => ({
        request: event.type === "statisticsPage.request" ? event.request : context.request,
      })),
      forget: assign({ answer: null, failure: null }),
      takeAnswer: assign((_, params: { readonly answer: Answer | null }) => ({
        answer: params.answer,
        failure: null,
      })),
      appendAnswer: assign(({ context }, params: { readonly answer: Answer | null }) => ({
        answer:
          context.answer !== null && params.answer !== null
            ? append(context.answer, params.answer)
            : context.answer,
        failure: null,
      })),
      noteFailure: assign((_, params: { readonly error: unknown }) => ({
        failure: requestFailure(params.error),
      })),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ request: input, answer: null, failure: null }),
    initial: "loading",
    on: {
      // A target below the root exits and enters again: the old request's load is stopped.
      "statisticsPage.request": { guard: "newRequest", target: ".loading", actions: "takeRequest" },
    },
    states: {
      loading: {
        tags: "loading",
        entry: "forget",
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: firstPage,
          onDone: [
            {
              guard: { type: "found", params: ({ event }) => ({ answer: event.output }) },
              target: "loaded",
              actions: { type: "takeAnswer", params: ({ event }) => ({ answer: event.output }) },
            },
            { target: "missing" },
          ],
          onError: { target: "failed", actions: failed },
        },
      },
      loaded: {
        tags: "loaded",
        on: {
          "statisticsPage.more": { guard: "hasMore", target: "loadingMore" },
          "statisticsPage.refresh": "refreshing",
        },
      },
      loadingMore: {
        tags: ["loaded", "loadingMore"],
        invoke: {
          id: "loadMore",
          src: "loadPage",
          input: ({ context }) => ({
            request: context.request,
            after: context.answer === null ? null : nextCursor(context.answer),
          }),
          onDone: {
            target: "loaded",
            actions: { type: "appendAnswer", params: ({ event }) => ({ answer: event.output }) },
          },
          onError: { target: "loaded", actions: failed },
        },
      },
      refreshing: {
        tags: ["loaded", "refreshing"],
        on: { "statisticsPage.refresh": { target: "refreshing", reenter: true } },
        invoke: {
          id: "refresh",
          src: "loadPage",
          input: firstPage,
          onDone: [
            {
              guard: { type: "found", params: ({ event }) => ({ answer: event.output }) },
              target: "loaded",
              actions: { type: "takeAnswer", params: ({ event }) => ({ answer: event.output }) },
            },
            { target: "missing" },
          ],
          // The answer on screen stays; a later refresh may bring the live one.
          onError: { target: "loaded", actions: failed },
        },
      },
      missing: { tags: "missing" },
      failed: {
        tags: "failed",
        on: { "statisticsPage.retry": "loading", "statisticsPage.refresh": "loading" },
      },
    },
  });
};

export type StatisticsPageMachine<Request, Answer> = ReturnType<
  typeof createStatisticsPageMachine<Request, Answer>
>;

/** The machine every statistics page runs, with a request and answer of its own; drawn in docs/machines/. */
export const statisticsPageMachine = createStatisticsPageMachine<unknown, unknown>({
  id: "statisticsPage",
  sameRequest: Object.is,
});
