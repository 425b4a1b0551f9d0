import { Effect, type ManagedRuntime, Schema } from "effect";
import type { FeedSnapshot, LineView } from "../../domain/feed/views";
import type { HomeTopAnswer, HomeTopVariables } from "../../domain/sportsbook/homeQuery";
import type { SsrServices } from "../../domain/ssr/pageRenderer";
import { TipChainEntriesAnswer, TipChainHeadAnswer } from "../../domain/tips/chain/tipChainQuery";
import { RankingAnswer, type RankingVariables } from "../../domain/tips/rankingQuery";
import type { TeamTipsVariables } from "../../domain/tips/teamTipsQuery";
import { TipsAnswer, type TipsVariables } from "../../domain/tips/tipsQuery";
import {
  TipsterProfileAnswer,
  type TipsterProfileVariables,
  type TipsterTipsVariables,
} from "../../domain/tips/tipsterProfileQuery";
import type { AccountServices } from "../accounts/AccountServices";
import { usersSchemaParts } from "../accounts/graphql/usersSchemaParts";
import type { FeedEngine } from "../feed/FeedEngine";
import type { LineFeed } from "../feed/LineFeed";
import { makeCurrentLine } from "../graphql/sportsbook/currentLine";
import { topEvents, topTournaments } from "../graphql/sportsbook/homeQueries";
import { makeInProcessStatistics } from "../graphql/statistics/inProcessStatistics";
import type { StatisticsDeps } from "../graphql/statistics/statisticsSchemaParts";
import type { Logger } from "../log";
import { tipChainSchemaParts } from "../tips/chain/graphql/tipChainSchemaParts";
import { rankingSchemaParts } from "../tips/graphql/rankingSchemaParts";
import { tipsSchemaParts } from "../tips/graphql/tipsSchemaParts";

const decodeTips = Schema.decodeUnknownSync(TipsAnswer);
const decodeChainHead = Schema.decodeUnknownSync(TipChainHeadAnswer);
const decodeChainEntries = Schema.decodeUnknownSync(TipChainEntriesAnswer);
const decodeRanking = Schema.decodeUnknownSync(RankingAnswer);
const decodeTipsterProfile = Schema.decodeUnknownSync(TipsterProfileAnswer);

/**
 * The services a server render calls in-process: the same engine and Sportsbook programs the RPC and
 * GraphQL endpoints answer from, without a request to itself.
 */
export const makeSsrServices = (deps: {
  readonly feed: FeedEngine;
  readonly runtime: ManagedRuntime.ManagedRuntime<LineFeed | AccountServices, never>;
  /** The provider's clock, the one start times are on. */
  readonly now: () => number;
  readonly logger: Logger;
  /** The Statistics and Aggregator services' deps (issue 9); without them a statistics page finds nothing. */
  readonly statistics?: StatisticsDeps;
}): SsrServices => {
  const readLine = makeCurrentLine();
  // The users service's own `tips` resolver, called as a visitor's request would reach it.
  const tipsResolver = tipsSchemaParts({ runtime: deps.runtime, logger: deps.logger, now: deps.now })
    .resolvers.Query.tips;
  const rankingQuery = rankingSchemaParts({ runtime: deps.runtime, logger: deps.logger, now: deps.now })
    .resolvers.Query;
  const rankingResolver = rankingQuery.tipsterRanking;
  // A profile's user, as a visitor's request would reach the users service.
  const userResolver = usersSchemaParts({ runtime: deps.runtime, logger: deps.logger }).resolvers.Query.user;
  // The tip record's public resolvers (its page's head), as a visitor's request would reach them.
  const chainQuery = tipChainSchemaParts({ runtime: deps.runtime, logger: deps.logger }).resolvers.Query;
  const statistics = deps.statistics ? makeInProcessStatistics(deps.statistics) : undefined;
  return {
    now: deps.now,
    // A server without a statistics provider knows no archive: every statistics page is "no such thing".
    statisticsQuery: async (service, document, variables) =>
      statistics ? statistics(service, document, variables) : {},
    // An unknown event's snapshot has an empty tree: the page says "not found" from it, as in the browser.
    // The view's batches are kept from the render on, so the browser resumes through the gap.
    viewSnapshot: async (view: LineView): Promise<FeedSnapshot> => deps.feed.snapshotToResume(view),
    homeTop: (variables: HomeTopVariables): Promise<HomeTopAnswer> =>
      deps.runtime.runPromise(
        Effect.all({
          topEvents: topEvents(
            readLine,
            { sportId: variables.sportId, timeZoneOffset: variables.timeZoneOffset },
            deps.now(),
          ),
          topTournaments: topTournaments(readLine, { sportId: variables.sportId, size: variables.size }),
        }),
      ) as Promise<HomeTopAnswer>,
    // Decoded as the browser decodes the GraphQL answer: the row's status and result are plain strings.
    tips: async (variables: TipsVariables): Promise<TipsAnswer> =>
      decodeTips({
        tips: await tipsResolver(undefined, variables, { accessToken: undefined, service: "users" }),
      }),
    ranking: async (variables: RankingVariables): Promise<RankingAnswer> =>
      decodeRanking({
        tipsterRanking: await rankingResolver(undefined, variables, {
          accessToken: undefined,
          service: "users",
        }),
      }),
    tipsterProfile: async ({ id, sportId, period }: TipsterProfileVariables): Promise<TipsterProfileAnswer> =>
      decodeTipsterProfile({
        user: await userResolver(undefined, { id }),
        tipsterStatistics: await rankingQuery.tipsterStatistics(undefined, { userId: id, sportId, period }),
      }),
    tipsterTips: async (variables: TipsterTipsVariables): Promise<TipsAnswer> =>
      decodeTips({
        tips: await tipsResolver(undefined, variables, { accessToken: undefined, service: "users" }),
      }),
    teamTips: async (variables: TeamTipsVariables): Promise<TipsAnswer> =>
      decodeTips({
        tips: await tipsResolver(undefined, variables, { accessToken: undefined, service: "users" }),
      }),
    tipChainHead: async () => decodeChainHead({ tipChainHead: await chainQuery.tipChainHead() }),
    tipChainEntries: async (variables) =>
      decodeChainEntries({ tipChainEntries: await chainQuery.tipChainEntries(undefined, variables) }),
  };
};
