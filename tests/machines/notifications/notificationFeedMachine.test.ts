import { describe, expect, it } from "vitest";
import { settle } from "../../helpers/pendingCalls.ts";
import { ALICE, BOB, change, FIRST_PAGE, FOLLOWED, feedHarness, N2, N3 } from "./notificationFeedHarness.ts";

const signedInWithFirstPage = async () => {
  const harness = feedHarness();
  harness.actor.send({ type: "notifications.session.signedIn", userId: ALICE });
  harness.pendingPages()[0]!.resolve(FIRST_PAGE);
  await settle();
  return harness;
};

describe("notificationFeedMachine", () => {
  describe("when signed out", () => {
    it("hears no topic and holds nothing", () => {
      const harness = feedHarness();
      expect(harness.listening).toEqual([]);
      expect(harness.actor.getSnapshot().context.unread).toBe(0);
    });
  });

  describe("when in the ready state", () => {
    it("takes an unfollow off the count, never below 0", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send({ type: "notifications.markAllRead" });
      harness.pendingMarks()[0]!.resolve({ unreadCount: 0 });
      await settle();
      harness.actor.send(change("REMOVE", FOLLOWED));
      harness.actor.send(change("REMOVE", FOLLOWED));
      expect(harness.actor.getSnapshot().context.unread).toBe(0);
    });

    it("shows a follow at once in an open panel and counts it", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send({ type: "notifications.panel.open" });
      harness.actor.send(change("CREATE", FOLLOWED));
      const { items, unread } = harness.actor.getSnapshot().context;
      expect(items[0]).toEqual(FOLLOWED);
      expect(unread).toBe(3);
    });

    it("reloads the first page when a panel that missed something opens", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send(change("CREATE", FOLLOWED));
      expect(harness.actor.getSnapshot().context.items.map((n) => n.id)).toEqual(["n3", "n2"]);
      harness.actor.send({ type: "notifications.panel.open" });
      expect(harness.pendingPages()).toHaveLength(1);
      harness.pendingPages()[0]!.resolve({ ...FIRST_PAGE, nodes: [FOLLOWED, N3], unreadCount: 3 });
      await settle();
      expect(harness.actor.getSnapshot().context.items.map((n) => n.id)).toEqual(["f", "n3", "n2"]);
    });

    it("sends marks made while a call is out together, next", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send({ type: "notifications.markRead", ids: [N3.id] });
      harness.actor.send({ type: "notifications.markRead", ids: [N2.id] });
      expect(harness.actor.getSnapshot().context.unread).toBe(0);
      expect(harness.pendingMarks().map((call) => call.input)).toEqual([[N3.id]]);
      harness.pendingMarks()[0]!.resolve({ unreadCount: 1 });
      await settle();
      expect(harness.pendingMarks().map((call) => call.input)).toEqual([[N2.id]]);
      harness.pendingMarks()[0]!.resolve({ unreadCount: 0 });
      await settle();
      expect(harness.actor.getSnapshot().hasTag("marking")).toBe(false);
      expect(harness.actor.getSnapshot().context.unread).toBe(0);
    });

    it("emits a failed mark for a toast", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send({ type: "notifications.markAllRead" });
      harness.pendingMarks()[0]!.reject(new Error("offline"));
      await settle();
      expect(harness.emitted.map((e) => e.type)).toEqual(["notifications.markRead.failed"]);
    });
  });

  describe("when the account changes", () => {
    it("starts over as the new user and drops the old one's topic", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send({ type: "notifications.session.signedIn", userId: BOB });
      expect(harness.listening).toEqual([BOB]);
      expect(harness.actor.getSnapshot().context).toMatchObject({ userId: BOB, items: [], unread: 0 });
    });

    it("forgets everything on sign-out", async () => {
      const harness = await signedInWithFirstPage();
      harness.actor.send({ type: "notifications.panel.open" });
      harness.actor.send({ type: "notifications.session.signedOut" });
      expect(harness.listening).toEqual([]);
      expect(harness.actor.getSnapshot().matches("signedOut")).toBe(true);
      expect(harness.actor.getSnapshot().context).toMatchObject({ items: [], unread: 0, userId: null });
    });
  });
});
