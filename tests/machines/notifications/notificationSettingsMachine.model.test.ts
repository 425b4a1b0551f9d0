import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, type ActorLogic, createActor, type EventObject, type SnapshotFrom } from "xstate";
import {
  chooseReminder,
  defaultNotificationSettings,
  type NotificationSettings,
  toggleNews,
  toggleSocial,
  toggleSportEvent,
} from "../../../domain/notifications/notificationSettings.ts";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type NotificationSettingsEmitted,
  type NotificationSettingsEvent,
  notificationSettingsMachine,
} from "../../../machines/notifications/notificationSettingsMachine.ts";
import type { SettingsUpdate } from "../../../machines/notifications/settingsUpdates.ts";
import { type PendingCall, settle, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the settings page's machine: the load (answered or failed, then retried), every
 * edit from the settings as loaded, sheets opened and closed, save answered or failed, cancel; after a
 * save, the edits again from the saved settings. Each path is replayed on a running actor whose calls
 * wait for the step that answers them, beside a fake server that applies the update commands it gets
 * (written here, apart from the machine), and every reached state is checked against it.
 */
type Snapshot = SnapshotFrom<typeof notificationSettingsMachine>;
type ModelEvent =
  | NotificationSettingsEvent
  | { readonly type: "xstate.done.actor.loadSettings"; readonly output: NotificationSettings }
  | { readonly type: "xstate.error.actor.loadSettings" }
  | { readonly type: "xstate.done.actor.saveSettings"; readonly output: NotificationSettings }
  | { readonly type: "xstate.error.actor.saveSettings" };

const LOADED = defaultNotificationSettings();
const OFFLINE = new NetworkError({ uri: "/notification-feed__api/rpc/x", cause: new Error("offline") });

const EDITS: NotificationSettingsEvent[] = [
  { type: "notificationSettings.inApp.toggle" },
  { type: "notificationSettings.push.toggle" },
  { type: "notificationSettings.reminder.choose", sport: "soccer", minutes: 15 },
  { type: "notificationSettings.sportEvent.toggle", sport: "soccer", event: "RED_CARD" },
  // Tennis has no goals: refused, nothing changes.
  { type: "notificationSettings.sportEvent.toggle", sport: "tennis", event: "GOAL" },
  { type: "notificationSettings.social.toggle", social: "TIP_SOLD" },
  { type: "notificationSettings.news.toggle", news: "NEWS_PUBLISHED" },
  { type: "notificationSettings.spoilerDelay.set", seconds: 150.4 },
  { type: "notificationSettings.alertBudget.set", alertsPerHour: 10 },
];
/** Edits offered once the draft already differs: a second reminder (exclusive) and the first one again. */
const SECOND_EDITS: NotificationSettingsEvent[] = [
  { type: "notificationSettings.reminder.choose", sport: "soccer", minutes: 60 },
  { type: "notificationSettings.reminder.choose", sport: "soccer", minutes: 15 },
];

/** The test's own rules for each edit (the domain's toggles, the slider clamp written again here). */
const edited = (draft: NotificationSettings, event: NotificationSettingsEvent): NotificationSettings => {
  switch (event.type) {
    case "notificationSettings.inApp.toggle":
      return { ...draft, inAppEnabled: !draft.inAppEnabled };
    case "notificationSettings.push.toggle":
      return { ...draft, pushEnabled: !draft.pushEnabled };
    case "notificationSettings.reminder.choose":
      return chooseReminder(draft, event.sport, event.minutes);
    case "notificationSettings.sportEvent.toggle":
      return toggleSportEvent(draft, event.sport, event.event);
    case "notificationSettings.social.toggle":
      return toggleSocial(draft, event.social);
    case "notificationSettings.news.toggle":
      return toggleNews(draft, event.news);
    case "notificationSettings.spoilerDelay.set":
      return { ...draft, spoilerDelaySeconds: event.seconds > 120 ? 120 : Math.round(event.seconds) };
    case "notificationSettings.alertBudget.set":
      return { ...draft, alertsPerHour: event.alertsPerHour };
    default:
      return draft;
  }
};

/** The fake server: each command replaces its part of the stored settings. */
const applied = (stored: NotificationSettings, update: SettingsUpdate): NotificationSettings => {
  switch (update.kind) {
    case "global": {
      const { kind: _kind, ...global } = update;
      return { ...stored, ...global };
    }
    case "sport":
      return {
        ...stored,
        sports: { ...stored.sports, [update.sport]: { reminder: update.reminder, events: update.events } },
      };
    case "profile":
      return { ...stored, social: update.social };
    case "news":
      return { ...stored, news: update.news };
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const key = (state: Snapshot) => JSON.stringify([state.value, state.context]);

const events = (state: Snapshot): ModelEvent[] => {
  if (state.matches("loading"))
    return [
      { type: "xstate.done.actor.loadSettings", output: LOADED },
      { type: "xstate.error.actor.loadSettings" },
    ];
  if (state.matches("failed")) return [{ type: "notificationSettings.retry" }];
  const { original, draft, sheet } = state.context;
  if (state.matches({ ready: "saving" }))
    return [
      // The server answers the settings after the commands: the draft.
      { type: "xstate.done.actor.saveSettings", output: state.context.draft! },
      { type: "xstate.error.actor.saveSettings" },
      EDITS[0]!,
    ];
  const clean = same(original, draft);
  // One round of saves: from the loaded settings, and from one saved edit back (the state space stays small).
  const firstRound = same(original, LOADED);
  return [
    ...(clean ? EDITS : draft!.sports.soccer.reminder !== null && firstRound ? SECOND_EDITS : []),
    ...(clean && firstRound
      ? [
          sheet === null
            ? ({
                type: "notificationSettings.sheet.open",
                sheet: { kind: "sport", sport: "soccer" },
              } as const)
            : ({ type: "notificationSettings.sheet.close" } as const),
        ]
      : []),
    ...(firstRound || clean ? [{ type: "notificationSettings.save" } as const] : []),
    { type: "notificationSettings.cancel" },
  ];
};

const model = new TestModel(
  notificationSettingsMachine as unknown as ActorLogic<Snapshot, NotificationSettingsEvent, unknown>,
  {
    events: (state) => events(state) as NotificationSettingsEvent[],
    serializeState: key,
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (state, stateKey) => state.matches(stateKey as Parameters<typeof state.matches>[0]),
  },
) as TestModel<Snapshot, NotificationSettingsEvent, unknown>;

describe("notificationSettingsMachine model", () => {
  let loads: Array<PendingCall<unknown, NotificationSettings>>;
  let saves: Array<PendingCall<ReadonlyArray<SettingsUpdate>, NotificationSettings>>;
  let emitted: NotificationSettingsEmitted[];
  let actor: Actor<typeof notificationSettingsMachine>;
  let world: {
    server: NotificationSettings;
    original: NotificationSettings | null;
    draft: NotificationSettings | null;
    emitted: string[];
  };

  beforeEach(() => {
    loads = [];
    saves = [];
    emitted = [];
    actor = createActor(
      notificationSettingsMachine.provide({
        actors: { loadSettings: waitingActor(loads), saveSettings: waitingActor(saves) },
      }),
    );
    actor.on("*", (event) => void emitted.push(event));
    actor.start();
    world = { server: LOADED, original: null, draft: null, emitted: [] };
  });
  afterEach(() => actor.stop());

  const check = () => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.original).toEqual(world.original);
    expect(snapshot.context.draft).toEqual(world.draft);
    expect(emitted.map((e) => e.type)).toEqual(world.emitted);
    const pendingSaves = stillWaiting(saves);
    if (snapshot.hasTag("saving")) {
      expect(pendingSaves).toHaveLength(1);
      // Only the parts that changed are sent, and they turn what the server holds into the draft.
      const updates = pendingSaves[0]!.input;
      expect(updates.length).toBeGreaterThan(0);
      expect(updates.reduce(applied, world.server)).toEqual(world.draft);
    } else expect(pendingSaves).toEqual([]);
    expect(stillWaiting(loads)).toHaveLength(snapshot.hasTag("loading") ? 1 : 0);
    if (snapshot.matches("ready")) expect(world.original).toEqual(world.server);
  };

  const perform = async (event: ModelEvent) => {
    switch (event.type) {
      case "xstate.done.actor.loadSettings":
        world.original = world.server;
        world.draft = world.server;
        stillWaiting(loads)[0]!.resolve(world.server);
        break;
      case "xstate.error.actor.loadSettings":
        stillWaiting(loads)[0]!.reject(OFFLINE);
        break;
      case "xstate.done.actor.saveSettings": {
        const [call] = stillWaiting(saves);
        world.server = call!.input.reduce(applied, world.server);
        world.original = world.server;
        world.draft = world.server;
        world.emitted.push("notificationSettings.saved");
        call!.resolve(world.server);
        break;
      }
      case "xstate.error.actor.saveSettings":
        world.emitted.push("notificationSettings.saveFailed");
        stillWaiting(saves)[0]!.reject(OFFLINE);
        break;
      case "notificationSettings.cancel":
        world.draft = world.original;
        actor.send(event);
        break;
      default:
        if (!actor.getSnapshot().hasTag("saving") && world.draft !== null)
          world.draft = edited(world.draft, event);
        actor.send(event);
    }
    await settle();
  };

  const paths = transitionCoverage(model, key, key);

  it(`keeps the draft, the server and the calls in step on every transition (${paths.length} paths)`, async () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const { path } of paths) {
      actor.stop();
      loads = [];
      saves = [];
      emitted = [];
      actor = createActor(
        notificationSettingsMachine.provide({
          actors: { loadSettings: waitingActor(loads), saveSettings: waitingActor(saves) },
        }),
      );
      actor.on("*", (event) => void emitted.push(event));
      actor.start();
      world = { server: LOADED, original: null, draft: null, emitted: [] };
      for (const step of path.steps) {
        if ((step.event as EventObject).type === "xstate.init") continue;
        await perform(step.event as ModelEvent);
        check();
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
    }
  }, 120_000);
});
