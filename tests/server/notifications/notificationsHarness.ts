import { Schema } from "effect";
import { expect } from "vitest";
import { type NotificationChange, notificationTopic } from "../../../domain/notifications/notificationFeed";
import {
  NOTIFICATION_SETTINGS_QUERY,
  NOTIFICATIONS_QUERY,
  NotificationSettingsAnswer,
  NotificationsAnswer,
  settingsFromWire,
} from "../../../domain/notifications/notificationQueries";
import type { TestServer } from "../../helpers/testServer";
import { connectPeer } from "../../helpers/wsPeer";

/** The notifications GraphQL service as a browser asks it; any error fails the test. */
export const notificationsQuery = async (
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  accessToken?: string,
): Promise<unknown> => {
  const response = await fetch(`${server.url}/graphql/notifications`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
};

/** The user's feed, newest first, after the server's jobs are done. */
export const feedOf = async (server: TestServer, accessToken: string, first = 50, after?: string) => {
  await server.app.jobs.idle();
  const { notifications } = Schema.decodeUnknownSync(NotificationsAnswer)(
    await notificationsQuery(server, NOTIFICATIONS_QUERY, { first, after: after ?? null }, accessToken),
  );
  if (!notifications) throw new Error("no feed for a signed-in user");
  return notifications;
};

export const settingsOf = async (server: TestServer, accessToken: string) => {
  const { notificationSettings } = Schema.decodeUnknownSync(NotificationSettingsAnswer)(
    await notificationsQuery(server, NOTIFICATION_SETTINGS_QUERY, {}, accessToken),
  );
  if (!notificationSettings) throw new Error("no settings for a signed-in user");
  return settingsFromWire(notificationSettings);
};

/**
 * A browser tab listening to its user's feed: a real websocket, logged in with the access token and
 * subscribed to `notifications.{userId}`.
 */
export const listen = async (server: TestServer, userId: string, accessToken: string) => {
  const peer = await connectPeer(`${server.wsUrl}?clientId=tab-${userId}`);
  peer.send({ type: "login", id: "login-1", token: accessToken });
  await peer.next("loggedin");
  await peer.subscribe(notificationTopic(userId));
  return {
    peer,
    /** The next change pushed on the feed's topic. */
    nextChange: async (): Promise<NotificationChange> =>
      (await peer.next("event", (message) => message.topic === notificationTopic(userId)))
        .data as NotificationChange,
    /** Changes received so far and not yet read by `nextChange`. */
    pending: () => peer.inbox.filter((message) => message.type === "event").length,
    close: () => peer.close(),
  };
};
