import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  defaultNotificationSettings,
  type NotificationSettings,
} from "../../../domain/notifications/notificationSettings.ts";
import {
  clampSpoilerDelay,
  notificationSettingsMachine,
} from "../../../machines/notifications/notificationSettingsMachine.ts";
import { type SettingsUpdate, settingsUpdates } from "../../../machines/notifications/settingsUpdates.ts";
import { type PendingCall, settle, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

const LOADED = defaultNotificationSettings();

const loaded = async () => {
  const loads: Array<PendingCall<unknown, NotificationSettings>> = [];
  const saves: Array<PendingCall<ReadonlyArray<SettingsUpdate>, NotificationSettings>> = [];
  const actor = createActor(
    notificationSettingsMachine.provide({
      actors: { loadSettings: waitingActor(loads), saveSettings: waitingActor(saves) },
    }),
  ).start();
  loads[0]!.resolve(LOADED);
  await settle();
  return { actor, saves: () => stillWaiting(saves) };
};

describe("notificationSettingsMachine", () => {
  describe("when in the editing state", () => {
    it("keeps one reminder per sport and restores everything on cancel", async () => {
      const { actor } = await loaded();
      actor.send({ type: "notificationSettings.sheet.open", sheet: { kind: "reminder", sport: "tennis" } });
      actor.send({ type: "notificationSettings.reminder.choose", sport: "tennis", minutes: 5 });
      actor.send({ type: "notificationSettings.reminder.choose", sport: "tennis", minutes: 180 });
      expect(actor.getSnapshot().context.draft!.sports.tennis.reminder).toBe(180);
      actor.send({ type: "notificationSettings.cancel" });
      expect(actor.getSnapshot().context).toMatchObject({ draft: LOADED, sheet: null });
    });

    it("does not save when nothing changed", async () => {
      const { actor, saves } = await loaded();
      actor.send({ type: "notificationSettings.inApp.toggle" });
      actor.send({ type: "notificationSettings.inApp.toggle" });
      actor.send({ type: "notificationSettings.save" });
      expect(saves()).toEqual([]);
    });

    it("sends only the parts that changed", async () => {
      const { actor, saves } = await loaded();
      actor.send({ type: "notificationSettings.sportEvent.toggle", sport: "basketball", event: "HALF_TIME" });
      actor.send({ type: "notificationSettings.news.toggle", news: "NEWS_PUBLISHED" });
      actor.send({ type: "notificationSettings.save" });
      expect(saves()[0]!.input.map((update) => update.kind)).toEqual(["sport", "news"]);
    });
  });

  it("brings the spoiler delay into 0 to 120 whole seconds", () => {
    expect([-5, 0, 14.6, 120, 500, Number.NaN].map(clampSpoilerDelay)).toEqual([0, 0, 15, 120, 120, 0]);
  });

  it("lists no update between equal settings", () => {
    expect(settingsUpdates(LOADED, defaultNotificationSettings())).toEqual([]);
  });
});
