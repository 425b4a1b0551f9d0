import { describe, expect, it, vi } from "vitest";
import { settingsToWire } from "../../../domain/notifications/notificationQueries.ts";
import { defaultNotificationSettings } from "../../../domain/notifications/notificationSettings.ts";
import type { RpcCommand } from "../../../domain/rpc/command.ts";
import type { AuthorizedCalls } from "../../../ui/app/authorizedCalls.ts";
import {
  listenToNotifications,
  loadNotificationSettings,
  saveNotificationSettings,
} from "../../../ui/app/notificationServices.ts";

const SETTINGS = defaultNotificationSettings();

const fakeCalls = (graphqlAnswer: unknown = null) => {
  const sent: Array<{ name: string; payload: unknown }> = [];
  const calls: AuthorizedCalls = {
    rpc: async (command: RpcCommand<never, never>, payload: unknown) => {
      sent.push({ name: (command as unknown as { name: string }).name, payload });
      return SETTINGS as never;
    },
    graphql: async () => graphqlAnswer as never,
    upload: async () => {
      throw new Error("no uploads here");
    },
  } as unknown as AuthorizedCalls;
  return { calls, sent };
};

describe("notification services", () => {
  it("reads the settings from the query's list of sports", async () => {
    const { calls } = fakeCalls({ notificationSettings: settingsToWire(SETTINGS) });
    expect(await loadNotificationSettings(calls)).toEqual(SETTINGS);
  });

  it("sends each changed part as its own command, in order", async () => {
    const { calls, sent } = fakeCalls();
    await saveNotificationSettings(calls, [
      { kind: "global", inAppEnabled: false, pushEnabled: false, spoilerDelaySeconds: 30, alertsPerHour: 10 },
      { kind: "sport", sport: "tennis", reminder: 15, events: ["START"] },
      { kind: "news", news: ["NEWS_PUBLISHED"] },
    ]);
    expect(sent).toEqual([
      {
        name: "update_global_notification_settings",
        payload: { inAppEnabled: false, pushEnabled: false, spoilerDelaySeconds: 30, alertsPerHour: 10 },
      },
      {
        name: "update_sport_notification_settings",
        payload: { sport: "tennis", reminder: 15, events: ["START"] },
      },
      { name: "update_news_notification_settings", payload: { news: ["NEWS_PUBLISHED"] } },
    ]);
  });

  it("hears the user's topic, drops malformed pushes and asks again after a refused subscribe", async () => {
    vi.useFakeTimers();
    let listener: (data: unknown) => void = () => {};
    let statusListener: (status: string) => void = () => {};
    const subscribes: string[] = [];
    let refuse = true;
    const realtime = {
      topics: {
        listen: (_topic: string, heard: (data: unknown) => void) => {
          listener = heard;
          return () => {};
        },
      },
      realtime: {
        subscribe: (topic: string) => topic,
        status: (heard: (status: string) => void) => {
          statusListener = heard;
          return () => {};
        },
      },
      run: async (topic: unknown) => {
        subscribes.push(topic as string);
        if (refuse) throw new Error("realtime.forbidden_topic");
      },
    };
    const events: unknown[] = [];
    const stop = listenToNotifications(realtime as never, "u1", (event) => events.push(event));
    statusListener("connected");
    await vi.advanceTimersByTimeAsync(0);
    refuse = false;
    await vi.advanceTimersByTimeAsync(600);
    expect(subscribes).toEqual(["notifications.u1", "notifications.u1"]);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    listener({ nonsense: true });
    const notification = {
      id: "n1",
      createdAt: 1,
      read: false,
      subject: { kind: "news", newsId: "x", title: "Hello" },
    };
    listener({ change: "CREATE", notification, unreadCount: 1 });
    expect(events).toEqual([
      { type: "notifications.change", change: { change: "CREATE", notification, unreadCount: 1 } },
    ]);
    stop();
    vi.useRealTimers();
  });
});
