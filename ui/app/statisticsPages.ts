import { Schema } from "effect";
import { useEffect } from "react";
import { fromPromise, type SnapshotFrom } from "xstate";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import {
  createStatisticsPageMachine,
  type StatisticsPageLoad,
} from "../../machines/statisticsPage/statisticsPageMachine.ts";
import { useAppActors } from "./hooks.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import type { StatisticsDeps, StatisticsService } from "./statisticsDeps.ts";
import { usePageActor } from "./usePageActor.ts";

/**
 * One statistics page's data as a definition: the document it asks, its variables for a request (and a
 * cursor), where its answer sits in `data` and how it decodes. `createStatisticsPage` turns it into a
 * page machine; routes prefetch it for the server render and the page component runs it.
 */
export interface StatisticsPageDefinition<Request, Answer> {
  /** The machine's id and the prefix of its snapshot's key. */
  readonly id: string;
  readonly service: StatisticsService;
  readonly document: string;
  readonly variables: (request: Request, after: string | null) => Readonly<Record<string, unknown>>;
  /** The answer's field in `data`; null there means "no such thing" (the page is missing). */
  readonly field: string;
  readonly answer: Schema.Top & { readonly DecodingServices: never };
  readonly nextCursor?: (answer: Answer) => string | null;
  readonly append?: (answer: Answer, next: Answer) => Answer;
}

const keyOf = (id: string, request: unknown): string => `${id} ${JSON.stringify(request)}`;

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const provide = <Request, Answer>(
  definition: StatisticsPageDefinition<Request, Answer>,
  deps: StatisticsDeps,
) => {
  const decode = Schema.decodeUnknownSync(Schema.NullOr(definition.answer));
  return createStatisticsPageMachine<Request, Answer>({
    id: definition.id,
    sameRequest: sameJson,
    ...(definition.nextCursor ? { nextCursor: definition.nextCursor } : {}),
    ...(definition.append ? { append: definition.append } : {}),
  }).provide({
    actors: {
      loadPage: fromPromise<Answer | null, StatisticsPageLoad<Request>>(async ({ input, signal }) => {
        const data = (await deps.query(
          definition.service,
          definition.document,
          definition.variables(input.request, input.after),
          signal,
        )) as Record<string, unknown> | null;
        try {
          return decode(data?.[definition.field] ?? null) as Answer | null;
        } catch (error) {
          throw new ResponseDecodeError({ uri: graphqlPath(definition.service), message: String(error) });
        }
      }),
    },
  });
};

// One logic per definition and deps (the root makes deps once per app, or per renderer on the server), so
// a route's prefetch and its page run the same logic.
const made = new WeakMap<StatisticsDeps, Map<string, unknown>>();

export const statisticsLogicOf = <Request, Answer>(
  definition: StatisticsPageDefinition<Request, Answer>,
  deps: StatisticsDeps,
) => {
  let byId = made.get(deps);
  if (!byId) {
    byId = new Map();
    made.set(deps, byId);
  }
  let logic = byId.get(definition.id) as ReturnType<typeof provide<Request, Answer>> | undefined;
  if (!logic) {
    logic = provide(definition, deps);
    byId.set(definition.id, logic);
  }
  return logic;
};

type Logic<Request, Answer> = ReturnType<typeof statisticsLogicOf<Request, Answer>>;

/** The page machine for a route's `loader` to prefetch: a missing answer makes the render a 404. */
export const statisticsPageSpec = <Request, Answer>(
  definition: StatisticsPageDefinition<Request, Answer>,
  deps: StatisticsDeps,
  request: Request,
  options: { readonly missingIs404?: boolean } = {},
): PageActorSpec<Logic<Request, Answer>> => ({
  key: keyOf(definition.id, request),
  logic: statisticsLogicOf(definition, deps),
  input: request,
  isLoaded: (snapshot: SnapshotFrom<Logic<Request, Answer>>) =>
    snapshot.hasTag("loaded") || snapshot.hasTag("missing"),
  hasFailed: (snapshot: SnapshotFrom<Logic<Request, Answer>>) => snapshot.hasTag("failed"),
  ...(options.missingIs404
    ? { isMissing: (snapshot: SnapshotFrom<Logic<Request, Answer>>) => snapshot.hasTag("missing") }
    : {}),
});

/**
 * The page machine of a mounted component, started from the server's snapshot when the HTML carried one.
 * A new request (the key parameter changed) restarts its load; the first request names the actor.
 */
export const useStatisticsPage = <Request, Answer>(
  definition: StatisticsPageDefinition<Request, Answer>,
  request: Request,
) => {
  const { statistics } = useAppActors();
  const logic = statisticsLogicOf(definition, statistics);
  const actor = usePageActor(logic, {
    key: keyOf(definition.id, request),
    input: request,
    inspect: statistics.inspect,
    // A server-rendered answer is reloaded quietly, on screen meanwhile: a live page catches up with
    // what moved between the render and the hydration.
    resume: { type: "statisticsPage.refresh" },
  });
  const requestKey = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by its JSON.
  useEffect(() => {
    actor.send({ type: "statisticsPage.request", request });
  }, [actor, requestKey]);
  return actor;
};
