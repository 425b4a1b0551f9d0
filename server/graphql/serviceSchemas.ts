import { createSchema } from "graphql-yoga";
import type { GraphqlService } from "../../domain/graphql/services";
import { type UsersDeps, usersSchemaParts } from "../accounts/graphql/usersSchemaParts";
import {
  type NotificationsDeps,
  notificationsSchemaParts,
} from "../notifications/graphql/notificationsSchemaParts";
import { tipChainSchemaParts } from "../tips/chain/graphql/tipChainSchemaParts";
import { rankingSchemaParts } from "../tips/graphql/rankingSchemaParts";
import { tipsSchemaParts } from "../tips/graphql/tipsSchemaParts";
import type { GatewayContext } from "./GatewayContext";
import { type SportsbookDeps, sportsbookSchemaParts } from "./sportsbook/sportsbookResolvers";
import { type StatisticsDeps, statisticsSchemaParts } from "./statistics/statisticsSchemaParts";

/**
 * One schema per gateway service. Each starts with `health`, which reports the service, the server time
 * and whether the call carried an access token; feature issues add their types beside it.
 */
const healthTypeDefs = /* GraphQL */ `
  type ServiceHealth {
    service: String!
    "Server time in epoch milliseconds."
    time: Float!
    "Whether the request carried an access token (it is checked by the features that need it)."
    hasAccessToken: Boolean!
  }
  type Query {
    health: ServiceHealth!
  }
`;

/** What the features behind the services need from the app; a service whose feature is absent has only `health`. */
export interface ServiceSchemaOptions {
  readonly now?: () => number;
  readonly sportsbook?: SportsbookDeps;
  readonly users?: UsersDeps;
  /** Statistics and Aggregator (issue 9): the provider's archive and the imported seasons. */
  readonly statistics?: StatisticsDeps;
  /** A signed-in user's notifications, settings and bells (issue 11). */
  readonly notifications?: NotificationsDeps;
}

// The two services share one set of caches (season totals, player matches): one parts object per deps.
const statisticsParts = new WeakMap<StatisticsDeps, ReturnType<typeof statisticsSchemaParts>>();
const statisticsPartsOf = (deps: StatisticsDeps) => {
  let parts = statisticsParts.get(deps);
  if (!parts) {
    parts = statisticsSchemaParts(deps);
    statisticsParts.set(deps, parts);
  }
  return parts;
};

/** The feature parts of one service's schema. */
const featureParts = (service: GraphqlService, options: ServiceSchemaOptions) => {
  if (service === "sportsbook" && options.sportsbook) return [sportsbookSchemaParts(options.sportsbook)];
  if (service === "statistics" && options.statistics)
    return [statisticsPartsOf(options.statistics).statistics];
  if (service === "aggregator" && options.statistics)
    return [statisticsPartsOf(options.statistics).aggregator];
  if (service === "users" && options.users) {
    return [
      usersSchemaParts(options.users),
      tipChainSchemaParts(options.users),
      tipsSchemaParts(options.users),
      rankingSchemaParts(options.users),
    ];
  }
  if (service === "notifications" && options.notifications)
    return [notificationsSchemaParts(options.notifications)];
  return [];
};

export const makeServiceSchema = (service: GraphqlService, options: ServiceSchemaOptions = {}) => {
  const now = options.now ?? Date.now;
  const features = featureParts(service, options);
  return createSchema<GatewayContext>({
    typeDefs: [healthTypeDefs, ...features.map((part) => part.typeDefs)],
    resolvers: [
      {
        Query: {
          health: (_parent: unknown, _args: unknown, context: GatewayContext) => ({
            service,
            time: now(),
            hasAccessToken: context.accessToken !== undefined,
          }),
        },
      },
      ...features.map((part) => part.resolvers),
    ],
  });
};
