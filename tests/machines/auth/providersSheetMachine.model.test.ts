import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import type { ExternalProvider } from "../../../domain/accounts/externalLogin.ts";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type ProvidersSheetEvent,
  providersSheetMachine,
} from "../../../machines/auth/providersSheetMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { runPath, stateName } from "./walkPaths.ts";

/**
 * Model-based test of the auth providers sheet: opening loads the list (again at every opening), a
 * failure offers a retry, closing drops a load on its way; every sheet event is sent in every state.
 */
type SheetSnapshot = SnapshotFrom<typeof providersSheetMachine>;

const PROVIDERS: ReadonlyArray<ExternalProvider> = [{ id: "dev", name: "Dev OIDC" }];
const DONE = "xstate.done.actor.listProviders";
const ERROR = "xstate.error.actor.listProviders";
const OFFLINE = new NetworkError({
  uri: "/funsclub-users__api/rpc/get_external_providers",
  cause: new Error("x"),
});

type ModelEvent =
  | ProvidersSheetEvent
  | { readonly type: typeof DONE; readonly output: ReadonlyArray<ExternalProvider> }
  | { readonly type: typeof ERROR; readonly error: unknown };

const SHEET_EVENTS: ReadonlyArray<ProvidersSheetEvent> = [
  { type: "sheet.open" },
  { type: "sheet.close" },
  { type: "providers.retry" },
];

const key = (state: SheetSnapshot) =>
  `${stateName(state.value)} providers=${state.context.providers.length} failure=${state.context.failure?.kind ?? "-"}`;

const model = new TestModel(providersSheetMachine, {
  events: (state) =>
    [
      ...SHEET_EVENTS,
      ...(state.matches({ open: "loading" })
        ? [
            { type: DONE, output: PROVIDERS },
            { type: ERROR, error: OFFLINE },
          ]
        : []),
    ] as unknown as ProvidersSheetEvent[],
  serializeEvent: (event) => (event as ModelEvent).type,
  serializeState: (state) => key(state),
});

const paths = transitionCoverage(model, key, key);

describe("providersSheetMachine model", () => {
  let calls: Array<PendingCall<unknown, ReadonlyArray<ExternalProvider>>>;
  let actor: Actor<typeof providersSheetMachine>;

  beforeEach(() => {
    calls = [];
    actor = createActor(
      providersSheetMachine.provide({ actors: { listProviders: waitingActor(calls) } }),
    ).start();
  });
  afterEach(() => actor.stop());

  it("reaches every state of the sheet", () => {
    expect(new Set(paths.map(({ path }) => stateName(path.state.value)))).toEqual(
      new Set(["closed", "open.loading", "open.loaded", "open.failed"]),
    );
  });

  const check = (state: SheetSnapshot) => {
    const actual = actor.getSnapshot();
    expect(key(actual)).toBe(key(state));
    const name = stateName(actual.value);
    // A load runs exactly while the open sheet is loading: none once it is closed.
    expect(stillWaiting(calls)).toHaveLength(name === "open.loading" ? 1 : 0);
    expect(actual.hasTag("open")).toBe(name !== "closed");
    if (name === "open.loaded") expect(actual.context.providers).toEqual(PROVIDERS);
    if (name === "open.failed") expect(actual.context.failure).toEqual({ kind: "network", code: null });
  };

  const perform = (event: ProvidersSheetEvent) => {
    const step = event as ModelEvent;
    if (step.type === DONE) stillWaiting(calls)[0]!.resolve(step.output);
    else if (step.type === ERROR) stillWaiting(calls)[0]!.reject(step.error);
    else actor.send(step);
  };

  for (const { description, path } of paths) {
    it(description, () => runPath(path, perform, check));
  }

  it("loads the list again each time the sheet opens", async () => {
    actor.send({ type: "sheet.open" });
    calls[0]!.resolve(PROVIDERS);
    actor.send({ type: "sheet.close" });
    actor.send({ type: "sheet.open" });
    expect(calls).toHaveLength(2);
  });
});
