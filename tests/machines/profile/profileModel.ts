import { TestModel } from "@xstate/graph";
import type { SnapshotFrom } from "xstate";
import type { UserSettings } from "../../../domain/accounts/profileCommands.ts";
import { type ProfileEvent, profileMachine } from "../../../machines/profile/profileMachine.ts";
import type { SettingsChange } from "../../../machines/profile/savedSettings.ts";
import { FAILURES, PROFILE } from "./profileFixtures.ts";

/**
 * The abstract model the model-based test walks. The fake server always answers the same profile; the
 * user moves the time zone between the saved one and another, so saves, queued saves and changes back to
 * the saved value all happen; loads fail both ways (offline, refused), saves are refused. Patches after a
 * save elsewhere (`profile.updated`) are examples in profileMachine.test.ts.
 */
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const RETRY_EVENT = profileMachine.getStateNodeById("profile.signedIn.data.failed").after[0]!
  .eventType as `xstate.after.retryDelay.profile.signedIn.data.failed`;

const ZONES = ["Europe/Madrid", "Asia/Tokyo"] as const;

type FailureName = keyof typeof FAILURES;
type LoadId = "loadProfile" | "reloadProfile";

export type ModelEvent =
  | ProfileEvent
  | { readonly type: `xstate.done.actor.${LoadId}`; readonly output: typeof PROFILE }
  | { readonly type: `xstate.error.actor.${LoadId}`; readonly error: unknown; readonly failure: FailureName }
  | { readonly type: "xstate.done.actor.saveSettings"; readonly output: UserSettings }
  | {
      readonly type: "xstate.error.actor.saveSettings";
      readonly error: unknown;
      readonly failure: FailureName;
    }
  | { readonly type: typeof RETRY_EVENT };

/** What the server holds after saving `change` over `saved`. */
export const savedAfter = (saved: UserSettings | null, change: SettingsChange): UserSettings => ({
  locale: change.locale ?? saved?.locale ?? null,
  timeZone: change.timeZone ?? saved?.timeZone ?? null,
});

const failures = (id: LoadId | "saveSettings"): ModelEvent[] =>
  (Object.keys(FAILURES) as FailureName[]).map(
    (failure): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: FAILURES[failure], failure }),
  );

export const modelEvents = (state: ProfileSnapshot): ModelEvent[] => {
  const user: ModelEvent[] = [
    { type: "profile.signedIn" },
    { type: "profile.reset" },
    { type: "profile.reload" },
    ...ZONES.map((timeZone): ModelEvent => ({ type: "profile.settings.changed", change: { timeZone } })),
  ];
  if (!state.matches("signedIn")) return user;
  const answers: ModelEvent[] = [];
  if (state.matches({ signedIn: { data: "loading" } })) {
    answers.push({ type: "xstate.done.actor.loadProfile", output: PROFILE }, ...failures("loadProfile"));
  }
  if (state.matches({ signedIn: { data: "reloading" } })) {
    answers.push({ type: "xstate.done.actor.reloadProfile", output: PROFILE }, ...failures("reloadProfile"));
  }
  if (state.matches({ signedIn: { data: "failed" } })) answers.push({ type: RETRY_EVENT });
  if (state.matches({ signedIn: { settings: "saving" } })) {
    const output = savedAfter(state.context.profile?.settings ?? null, state.context.savingSettings ?? {});
    answers.push(
      { type: "xstate.done.actor.saveSettings", output },
      { type: "xstate.error.actor.saveSettings", error: FAILURES.refused, failure: "refused" },
    );
  }
  return [...answers, ...user];
};

export const serializeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case "profile.settings.changed":
      return `zone ${event.change.timeZone}`;
    case RETRY_EVENT:
      return "5 s pass";
    default:
      if ("failure" in event) return `${event.type.split(".").at(-1)} fails (${event.failure})`;
      if (event.type.startsWith("xstate.done.actor.")) return `${event.type.split(".").at(-1)} answers`;
      return event.type.replace("profile.", "");
  }
};

/** A state as the model tells states apart: where it is and everything it holds. */
export const stateKey = (state: ProfileSnapshot): string => {
  const { profile, loadFailure, savingSettings, queuedSettings } = state.context;
  return [
    JSON.stringify(state.value),
    `profile=${profile === null ? "-" : "yes"}`,
    `zone=${profile?.settings?.timeZone ?? "-"}`,
    `failure=${loadFailure?.kind ?? "-"}`,
    `saving=${savingSettings?.timeZone ?? "-"}`,
    `queued=${queuedSettings?.timeZone ?? "-"}`,
  ].join(" ");
};

/**
 * NOTE: `createTestModel` refuses machines with `invoke` or `after`, so, as for the home and feed machines,
 * the model is a `TestModel` over the machine's own transition function and the system under test is a
 * running actor whose calls wait until a step answers them, on fake timers.
 */
export const profileModel = () =>
  new TestModel(profileMachine, {
    events: (state) => modelEvents(state) as unknown as ProfileEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent),
    serializeState: (state) => stateKey(state),
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
  });
