import { Effect, type ManagedRuntime } from "effect";
import { createGraphQLError } from "graphql-yoga";
import { NOTIFICATIONS_PAGE_MAX, settingsToWire } from "../../../domain/notifications/notificationQueries";
import { apiError, RpcErrorCode } from "../../../domain/rpc/errors";
import type { AccountServices } from "../../accounts/AccountServices";
import { authenticate } from "../../accounts/sessions/authenticate";
import type { DatabaseError } from "../../db/Database";
import type { GatewayContext } from "../../graphql/GatewayContext";
import { runResolver } from "../../graphql/runResolver";
import type { Logger } from "../../log";
import { ApiFailure } from "../../rpc/ApiFailure";
import { bellsOf } from "../bellStore";
import { notificationsPage, unreadCount } from "../notificationStore";
import type { VapidKeys } from "../push/vapidKeys";
import { loadNotificationSettings } from "../settingsStore";
import { cursorOf, positionOf } from "./feedCursor";
import { notificationsTypeDefs } from "./notificationsTypeDefs";

export interface NotificationsDeps {
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  readonly logger: Logger;
  readonly vapidKeys: () => Promise<VapidKeys>;
}

const DEFAULT_PAGE = 20;

const invalid = (message: string) =>
  new ApiFailure({ errors: [apiError(RpcErrorCode.invalidPayload, "BAD_REQUEST", message)] });

/** The signed-in user's id; null without a token; a bad token fails with its session code. */
const signedIn = (accessToken: string | undefined) =>
  accessToken === undefined
    ? Effect.succeed(undefined)
    : Effect.map(authenticate(accessToken), (principal) => principal.userId);

const feedPage = (userId: string, args: { first?: number | null; after?: string | null }) =>
  Effect.gen(function* () {
    const first = args.first ?? DEFAULT_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > NOTIFICATIONS_PAGE_MAX)
      return yield* Effect.fail(invalid(`first must be 1 to ${NOTIFICATIONS_PAGE_MAX}`));
    const after = args.after ? positionOf(args.after) : undefined;
    if (args.after && !after) return yield* Effect.fail(invalid("after is not a cursor of this list"));
    // One more than asked tells whether a next page exists.
    const rows = yield* notificationsPage(userId, first + 1, after);
    const nodes = rows.slice(0, first);
    const last = nodes.at(-1);
    return {
      nodes,
      pageInfo: { endCursor: last ? cursorOf(last) : null, hasNextPage: rows.length > first },
      unreadCount: yield* unreadCount(userId),
    };
  });

/** The notifications service's schema part (server/graphql/serviceSchemas.ts). */
export const notificationsSchemaParts = (deps: NotificationsDeps) => {
  const run = <A>(field: string, program: Effect.Effect<A, ApiFailure | DatabaseError, AccountServices>) =>
    runResolver(
      deps,
      "notifications",
      field,
      program.pipe(Effect.catchTag("DatabaseError", (error) => Effect.die(error))),
    );
  const forUser = <A>(
    context: GatewayContext,
    field: string,
    body: (userId: string) => Effect.Effect<A, ApiFailure | DatabaseError, AccountServices>,
  ) =>
    run(
      field,
      Effect.flatMap(signedIn(context.accessToken), (userId) =>
        userId === undefined ? Effect.succeed(null) : body(userId),
      ),
    );
  return {
    typeDefs: notificationsTypeDefs,
    resolvers: {
      JSONObject: {
        serialize: (value: unknown) => value,
        parseValue: () => {
          throw createGraphQLError("JSONObject is an output type");
        },
        parseLiteral: () => {
          throw createGraphQLError("JSONObject is an output type");
        },
      },
      Query: {
        notifications: (
          _parent: unknown,
          args: { first?: number | null; after?: string | null },
          context: GatewayContext,
        ) => forUser(context, "notifications", (userId) => feedPage(userId, args)),
        notificationSettings: (_parent: unknown, _args: unknown, context: GatewayContext) =>
          forUser(context, "notificationSettings", (userId) =>
            Effect.map(loadNotificationSettings(userId), (settings) =>
              settings ? settingsToWire(settings) : null,
            ),
          ),
        notificationSubscriptions: (_parent: unknown, _args: unknown, context: GatewayContext) =>
          forUser(context, "notificationSubscriptions", (userId) => bellsOf(userId)),
        webPushPublicKey: async () => (await deps.vapidKeys()).publicKey,
      },
    },
  };
};
