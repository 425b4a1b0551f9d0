import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor } from "xstate";
import { followButtonOf, followersShownOf, sheetRowsOf } from "../../../machines/follow/followView.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { ANN, BOB, FAILURES, followHarness, ME } from "./followHarness.ts";

describe("followMachine", () => {
  let harness: ReturnType<typeof followHarness>;
  let actor: Actor<typeof harness.machine>;

  const snapshot = () => actor.getSnapshot();
  const button = (leaderId: string) => followButtonOf(snapshot(), leaderId);
  const toggle = (leaderId: string) => actor.send({ type: "follow.toggle", leaderId });
  const answerNext = async () => {
    const [call] = harness.pendingCalls();
    call!.resolve({ leaderId: call!.input.leaderId, isFollow: call!.input.follow });
    await settle();
  };

  beforeEach(() => {
    harness = followHarness();
    actor = createActor(harness.machine);
    actor.on("*", harness.record);
    actor.start();
  });
  afterEach(() => actor.stop());

  const signIn = (followingIds: ReadonlyArray<string>) => {
    actor.send({ type: "follow.session.signedIn" });
    actor.send({ type: "follow.profile.loaded", viewerId: ME, followingIds });
  };

  describe("when in the signedOut state", () => {
    it("asks the app for a sign-in instead of following, and calls nothing", () => {
      toggle(ANN);
      expect(harness.emitted).toEqual([{ type: "follow.signInRequired", leaderId: ANN }]);
      expect(harness.calls).toEqual([]);
      expect(button(ANN)).toEqual({ kind: "signIn" });
    });
  });

  describe("when in the ready state", () => {
    it("shows a follow at once, marked saving until the server answers", async () => {
      signIn([]);
      toggle(ANN);
      expect(button(ANN)).toEqual({ kind: "following", saving: true });
      expect(harness.pendingCalls().map((call) => call.input)).toEqual([{ leaderId: ANN, follow: true }]);
      await answerNext();
      expect(button(ANN)).toEqual({ kind: "following", saving: false });
      expect(snapshot().context.confirmed).toEqual([ANN]);
    });

    it("sends one call for a double click, and takes back a toggle not yet sent", async () => {
      signIn([]);
      toggle(ANN);
      toggle(ANN);
      toggle(ANN);
      expect(button(ANN)).toMatchObject({ kind: "following" });
      expect(snapshot().context.pending).toEqual([{ leaderId: ANN, follow: true }]);
      await answerNext();
      expect(harness.calls).toHaveLength(1);
      expect(snapshot().matches({ ready: "idle" })).toBe(true);
    });

    it("sends calls one at a time, in the order pressed", async () => {
      signIn([ANN]);
      toggle(ANN);
      toggle(BOB);
      expect(harness.pendingCalls().map((call) => call.input)).toEqual([{ leaderId: ANN, follow: false }]);
      await answerNext();
      expect(harness.pendingCalls().map((call) => call.input)).toEqual([{ leaderId: BOB, follow: true }]);
      await answerNext();
      expect(snapshot().context.confirmed).toEqual([BOB]);
    });

    it("rolls a failed call back and asks for a toast; other leaders' toggles still go", async () => {
      signIn([]);
      toggle(ANN);
      toggle(BOB);
      harness.pendingCalls()[0]!.reject(FAILURES.offline);
      await settle();
      expect(button(ANN)).toEqual({ kind: "follow", saving: false });
      expect(harness.emitted).toEqual([
        { type: "follow.failed", leaderId: ANN, follow: true, failure: { kind: "network", code: null } },
      ]);
      expect(harness.pendingCalls().map((call) => call.input)).toEqual([{ leaderId: BOB, follow: true }]);
    });

    it("never toggles the viewer's own button", () => {
      signIn([]);
      toggle(ME);
      expect(button(ME)).toEqual({ kind: "none" });
      expect(harness.calls).toEqual([]);
      expect(snapshot().can({ type: "follow.toggle", leaderId: ME })).toBe(false);
    });

    it("keeps a toggle still on its way over a profile reload that does not know of it yet", async () => {
      signIn([]);
      toggle(ANN);
      actor.send({ type: "follow.profile.loaded", viewerId: ME, followingIds: [BOB] });
      expect(button(ANN)).toEqual({ kind: "following", saving: true });
      expect(button(BOB)).toEqual({ kind: "following", saving: false });
      await answerNext();
      expect(snapshot().context.confirmed).toEqual([BOB, ANN]);
    });

    it("drops the call and the set when the session ends", async () => {
      signIn([ANN]);
      toggle(BOB);
      const [call] = harness.pendingCalls();
      actor.send({ type: "follow.session.signedOut" });
      expect(call!.live()).toBe(false);
      expect(button(ANN)).toEqual({ kind: "signIn" });
      expect(snapshot().context).toMatchObject({ viewerId: null, confirmed: [], pending: [] });
    });
  });

  describe("the user-subscriptions sheet", () => {
    it("keeps an unfollowed row, offered to follow again, until the sheet closes", async () => {
      signIn([ANN, BOB]);
      actor.send({ type: "follow.sheet.open" });
      toggle(ANN);
      await answerNext();
      expect(sheetRowsOf(snapshot())).toEqual([
        { leaderId: ANN, following: false },
        { leaderId: BOB, following: true },
      ]);
      actor.send({ type: "follow.sheet.close" });
      expect(sheetRowsOf(snapshot())).toEqual([]);
      actor.send({ type: "follow.sheet.open" });
      expect(sheetRowsOf(snapshot())).toEqual([{ leaderId: BOB, following: true }]);
    });

    it("follows a soft-removed row again in place", async () => {
      signIn([ANN, BOB]);
      actor.send({ type: "follow.sheet.open" });
      toggle(ANN);
      await answerNext();
      toggle(ANN);
      await answerNext();
      expect(sheetRowsOf(snapshot())).toEqual([
        { leaderId: ANN, following: true },
        { leaderId: BOB, following: true },
      ]);
    });
  });

  describe("followersShownOf", () => {
    it("adds or removes the viewer from a leader's followers as their toggle shows", () => {
      signIn([]);
      expect(followersShownOf(snapshot(), ANN, ["x"])).toEqual(["x"]);
      toggle(ANN);
      expect(followersShownOf(snapshot(), ANN, ["x"])).toEqual(["x", ME]);
      expect(followersShownOf(snapshot(), ANN, [ME, "x"])).toEqual([ME, "x"]);
      toggle(BOB);
      expect(followersShownOf(snapshot(), BOB, [ME])).toEqual([ME]);
      expect(followersShownOf(snapshot(), ME, ["x"])).toEqual(["x"]);
    });
  });
});
