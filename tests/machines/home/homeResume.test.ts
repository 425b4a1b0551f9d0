import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { HOME_REFRESH_MS } from "../../../machines/home/homePageMachine.ts";
import { answerFor, homeHarness, settle } from "./homeHarness.ts";

const START = { sportId: "soccer-id", timeZoneOffset: 0 };

/**
 * The home page's machine restored from a server render (issue 14): a persisted snapshot carries no
 * timer, so without `home.resume` the page would never refresh; with it the refresh comes on time.
 */
describe("homePageMachine restored from a server render", () => {
  let harness: ReturnType<typeof homeHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    vi.useFakeTimers();
    harness = homeHarness();
  });
  afterEach(() => {
    actor?.stop();
    vi.useRealTimers();
  });

  const carried = async () => {
    const server = createActor(harness.machine, { input: START }).start();
    harness.pending()[0]!.resolve(answerFor(START));
    await settle();
    const persisted = JSON.parse(JSON.stringify(server.getPersistedSnapshot()));
    server.stop();
    return persisted;
  };

  it("shows the carried answer without loading, and refreshes one period after resuming", async () => {
    const snapshot = await carried();
    actor = createActor(harness.machine, { input: START, snapshot }).start();
    expect(actor.getSnapshot().hasTag("loaded")).toBe(true);
    expect(actor.getSnapshot().context.answer).toEqual(answerFor(START));
    expect(harness.pending()).toHaveLength(0);

    actor.send({ type: "home.resume" });
    await vi.advanceTimersByTimeAsync(HOME_REFRESH_MS - 1);
    expect(harness.pending()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag("refreshing")).toBe(true);
    expect(harness.pending()).toHaveLength(1);
  });

  it("without the resume a restored page would sit still (the reason for the event)", async () => {
    const snapshot = await carried();
    actor = createActor(harness.machine, { input: START, snapshot }).start();
    await vi.advanceTimersByTimeAsync(HOME_REFRESH_MS * 2);
    expect(harness.pending()).toHaveLength(0);
  });
});
