import { Effect, ManagedRuntime } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { FindEventSnapshot, GetLine, GetLineGap, GetLiveLine } from "../../../domain/feed/commands.ts";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import type { FeedSnapshot } from "../../../domain/feed/views.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import { RpcClient } from "../../../transport/rpc/RpcClient.ts";
import { rpcHandler } from "../../../transport/rpc/rpcTestHandlers.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { createFeedLogic } from "../../../ui/app/feedActors.ts";
import { viewSnapshot } from "../../../ui/app/lineCommands.ts";
import { createTopicSubscriptions } from "../../../ui/app/topicSubscriptions.ts";
import { anEvent, aScope } from "../../domain/event/eventFixtures.ts";
import { aCategory, aTournament, aTree } from "../feedFixtures.ts";

const liveTree = aTree([
  aCategory("gb", "England", 1, [
    aTournament("pl", "Premier League", 1, [
      anEvent({
        id: "ev-000000001",
        status: "in_progress",
        scopes: { "full_event--0": aScope("full_event", 0, 0) },
      }),
    ]),
  ]),
]);
const snapshot: FeedSnapshot = { version: 7, time: 1_000, tree: liveTree };

const runWith = (...handlers: Parameters<typeof RpcClient.layerTest>[0]) =>
  runOn(ManagedRuntime.make(RpcClient.layerTest(handlers)));

const empty = { version: 0, time: 0, tree: { sports: {} } };

describe("viewSnapshot", () => {
  it("asks each view's own command with the view's fields", async () => {
    const asked: unknown[] = [];
    const answer = (kind: string, payload: unknown) =>
      Effect.sync(() => {
        asked.push([kind, payload]);
        return empty;
      });
    const run = runWith(
      rpcHandler(GetLiveLine, (payload) => answer("live", payload)),
      rpcHandler(GetLine, (payload) => answer("day", payload)),
      rpcHandler(FindEventSnapshot, (payload) => answer("event", payload)),
    );
    await run(viewSnapshot({ kind: "live", sportId: "s" }));
    await run(viewSnapshot({ kind: "day", sportId: "s", date: "2026-11-23", timeZoneOffset: 3600 }));
    await run(viewSnapshot({ kind: "event", eventId: "ev-000000001" }));
    expect(asked).toEqual([
      ["live", { sportId: "s" }],
      ["day", { sportId: "s", date: "2026-11-23", timeZoneOffset: 3600 }],
      ["event", { eventId: "ev-000000001" }],
    ]);
  });

  it("yields an empty snapshot for an event the server does not know, so the page can say not found", async () => {
    const run = runWith(
      rpcHandler(FindEventSnapshot, ({ eventId }) =>
        Effect.fail(
          new ApiError({
            uri: "find_event_snapshot",
            errors: [
              { code: "event.not_found", type: "NOT_FOUND", message: `Event with id ${eventId} not found` },
            ],
          }),
        ),
      ),
    );
    const answer = await run(viewSnapshot({ kind: "event", eventId: "ev-missing-01" }, () => 42));
    expect(answer).toEqual({ version: 0, time: 42, tree: { sports: {} } });
  });

  it("keeps any other failure a failure, so the feed retries", async () => {
    const run = runWith(
      rpcHandler(FindEventSnapshot, () =>
        Effect.fail(new NetworkError({ uri: "x", cause: new Error("offline") })),
      ),
    );
    await expect(run(viewSnapshot({ kind: "event", eventId: "ev-000000001" }))).rejects.toBeDefined();
  });
});

describe("createFeedLogic", () => {
  const scoreBatch = (version: number, value: number): FeedBatch => ({
    sportId: "sport-1",
    version,
    time: 1_000 + version,
    diffs: [
      {
        level: "score",
        action: "UPDATE",
        path: "sport-1->gb->pl->ev-000000001->full_event--0->score--p1",
        data: { value },
      },
    ],
  });

  const start = () => {
    const listeners = new Map<string, (data: unknown) => void>();
    const requests: string[] = [];
    const topics = createTopicSubscriptions({
      subscribe: async (topic) => requests.push(`subscribe ${topic}`),
      unsubscribe: async (topic) => requests.push(`unsubscribe ${topic}`),
      messages: (topic, listener) => {
        listeners.set(topic, listener);
        return () => listeners.delete(topic);
      },
    });
    const run = runWith(
      rpcHandler(GetLiveLine, () => Effect.succeed(snapshot)),
      rpcHandler(GetLineGap, () => Effect.succeed({ batches: [] })),
    );
    const feed = createActor(createFeedLogic({ run, topics }), {
      input: { kind: "live", sportId: "sport-1" },
    });
    feed.start();
    const push = (data: unknown) => listeners.get("line.live.sport-1")?.(data);
    return { feed, push, requests };
  };

  const homeScore = (feed: ReturnType<typeof start>["feed"]) =>
    feed.getSnapshot().context.tree.sports["sport-1"]?.categories.gb?.tournaments.pl?.events["ev-000000001"]
      ?.scopes["full_event--0"]?.scores["score--p1"]?.value;

  it("loads the view's snapshot, then folds the batches its topic pushes", async () => {
    const { feed, push, requests } = start();
    expect(requests).toEqual(["subscribe line.live.sport-1"]);
    await waitFor(feed, (snapshot) => snapshot.hasTag("live"));
    push(scoreBatch(8, 1));
    expect(feed.getSnapshot().context.version).toBe(8);
    expect(homeScore(feed)).toBe(1);
    feed.stop();
  });

  it("drops a malformed push and unsubscribes when the page's feed stops", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { feed, push, requests } = start();
    await waitFor(feed, (snapshot) => snapshot.hasTag("live"));
    push({ not: "a batch" });
    expect(feed.getSnapshot().context.version).toBe(7);
    expect(warn).toHaveBeenCalled();
    feed.stop();
    expect(requests).toEqual(["subscribe line.live.sport-1", "unsubscribe line.live.sport-1"]);
    warn.mockRestore();
  });
});
