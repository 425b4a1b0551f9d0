import { createSchema } from "graphql-yoga";
import type { GraphqlService } from "../../domain/graphql/services";
import type { GatewayContext } from "./GatewayContext";

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

export const makeServiceSchema = (service: GraphqlService, now: () => number = Date.now) =>
  createSchema<GatewayContext>({
    typeDefs: healthTypeDefs,
    resolvers: {
      Query: {
        health: (_parent: unknown, _args: unknown, context: GatewayContext) => ({
          service,
          time: now(),
          hasAccessToken: context.accessToken !== undefined,
        }),
      },
    },
  });
