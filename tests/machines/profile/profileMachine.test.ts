import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { PROFILE_RETRY_DELAY_MS } from "../../../machines/profile/profileMachine.ts";
import { FAILURES, PROFILE } from "./profileFixtures.ts";
import { profileHarness, settle } from "./profileHarness.ts";

describe("profileMachine", () => {
  let harness: ReturnType<typeof profileHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    vi.useFakeTimers();
    harness = profileHarness();
    actor = createActor(harness.machine).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  const signInAndLoad = async () => {
    actor.send({ type: "profile.signedIn" });
    harness.pendingLoads()[0]!.resolve(PROFILE);
    await settle();
  };

  describe("when signed out", () => {
    it("loads nothing and saves nothing", () => {
      actor.send({ type: "profile.reload" });
      actor.send({ type: "profile.settings.changed", change: { timeZone: "Asia/Tokyo" } });
      expect(actor.getSnapshot().hasTag("signedOut")).toBe(true);
      expect(harness.pendingLoads()).toHaveLength(0);
      expect(harness.pendingSaves()).toHaveLength(0);
    });
  });

  describe("when the session signs in", () => {
    it("loads the profile and asks the browser to adopt its saved settings, once per session", async () => {
      await signInAndLoad();
      expect(actor.getSnapshot().context.profile).toEqual(PROFILE);
      expect(harness.adopted).toEqual([PROFILE.settings]);

      actor.send({ type: "profile.reload" });
      harness.pendingLoads()[0]!.resolve(PROFILE);
      await settle();
      // A reload must not undo what the user changed on this device since.
      expect(harness.adopted).toHaveLength(1);
    });

    it("keeps the profile on screen while it reloads and after a failed reload", async () => {
      await signInAndLoad();
      actor.send({ type: "profile.reload" });
      expect(actor.getSnapshot().hasTag("loaded")).toBe(true);
      expect(actor.getSnapshot().hasTag("reloading")).toBe(true);
      harness.pendingLoads()[0]!.reject(FAILURES.network);
      await settle();
      expect(actor.getSnapshot().context.profile).toEqual(PROFILE);
      expect(actor.getSnapshot().context.loadFailure).toEqual({ kind: "network", code: null });
    });

    it("tries a failed load again after the retry delay", async () => {
      actor.send({ type: "profile.signedIn" });
      harness.pendingLoads()[0]!.reject(FAILURES.network);
      await settle();
      expect(actor.getSnapshot().hasTag("failed")).toBe(true);
      vi.advanceTimersByTime(PROFILE_RETRY_DELAY_MS);
      expect(harness.pendingLoads()).toHaveLength(1);
    });

    it("patches the profile after a save elsewhere", async () => {
      await signInAndLoad();
      actor.send({ type: "profile.updated", patch: { name: "Bea Jones", biography: "Tipster" } });
      expect(actor.getSnapshot().context.profile).toMatchObject({ name: "Bea Jones", biography: "Tipster" });
    });
  });

  describe("when the user changes the locale or time zone", () => {
    it("saves nothing before the profile has loaded: its saved settings come first", async () => {
      actor.send({ type: "profile.signedIn" });
      actor.send({ type: "profile.settings.changed", change: { locale: "en_US" } });
      expect(harness.pendingSaves()).toHaveLength(0);
    });

    it("saves only what differs from the saved settings", async () => {
      await signInAndLoad();
      actor.send({ type: "profile.settings.changed", change: { locale: "es_ES" } });
      expect(harness.pendingSaves()).toHaveLength(0);
      actor.send({
        type: "profile.settings.changed",
        change: { locale: "en_US", timeZone: "Europe/Madrid" },
      });
      expect(harness.pendingSaves().map((save) => save.input)).toEqual([{ locale: "en_US" }]);
      harness.pendingSaves()[0]!.resolve({ locale: "en_US", timeZone: "Europe/Madrid" });
      await settle();
      expect(actor.getSnapshot().context.profile?.settings).toEqual({
        locale: "en_US",
        timeZone: "Europe/Madrid",
      });
    });

    it("queues changes made during a save and sends them together afterwards, even back to the saved value", async () => {
      await signInAndLoad();
      actor.send({ type: "profile.settings.changed", change: { timeZone: "Asia/Tokyo" } });
      actor.send({ type: "profile.settings.changed", change: { locale: "en_US" } });
      actor.send({ type: "profile.settings.changed", change: { timeZone: "Europe/Madrid" } });
      expect(harness.pendingSaves()).toHaveLength(1);
      harness.pendingSaves()[0]!.resolve({ locale: "es_ES", timeZone: "Asia/Tokyo" });
      await settle();
      expect(harness.pendingSaves().map((save) => save.input)).toEqual([
        { locale: "en_US", timeZone: "Europe/Madrid" },
      ]);
    });

    it("reports a failed save once and keeps the saved settings as they were", async () => {
      await signInAndLoad();
      actor.send({ type: "profile.settings.changed", change: { timeZone: "Asia/Tokyo" } });
      harness.pendingSaves()[0]!.reject(FAILURES.refused);
      await settle();
      expect(harness.saveFailures()).toBe(1);
      expect(actor.getSnapshot().context.profile?.settings).toEqual(PROFILE.settings);
      expect(actor.getSnapshot().hasTag("savingSettings")).toBe(false);
    });
  });

  describe("when the session ends", () => {
    it("forgets the user, drops calls in flight, and loads afresh on the next sign-in", async () => {
      await signInAndLoad();
      actor.send({ type: "profile.settings.changed", change: { timeZone: "Asia/Tokyo" } });
      actor.send({ type: "profile.reset" });
      expect(actor.getSnapshot().context).toEqual({
        profile: null,
        loadFailure: null,
        savingSettings: null,
        queuedSettings: null,
      });
      expect(harness.pendingSaves()).toHaveLength(0);

      await signInAndLoad();
      expect(harness.adopted).toHaveLength(2);
    });
  });
});
