import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject, type SnapshotFrom } from "xstate";
import type { AccountFormMachine } from "../../../machines/accountForm/accountFormMachine.ts";
import type { FormValues } from "../../../machines/accountForm/fieldRules.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { accountFormHarness } from "./accountFormHarness.ts";
import {
  accountFormModel,
  type FormModelEvent,
  type FormModelSpec,
  formStateKey,
  formStateName,
} from "./accountFormModel.ts";

/** What a form must do, written out apart from the machine's code. */
export interface FormOracle<F extends string> {
  /** The fields whose values break a rule. */
  readonly brokenFields: (values: FormValues<F>) => ReadonlyArray<F>;
  /** The values on screen after a success with these submitted. */
  readonly afterSuccess: (submitted: FormValues<F>) => FormValues<F>;
  /** The field each named failure must be shown beside; absent when it belongs above the form. */
  readonly failureField: Readonly<Record<string, F | undefined>>;
  /** The named failures that open the form's modal (none for most forms). */
  readonly modalFailures?: ReadonlyArray<string>;
}

/**
 * Model-based test of one account form: one path per transition of `accountFormModel(spec)`, each run
 * against a real actor whose submission waits for the step that answers it; every reached state is checked
 * against the oracle: which fields break rules, what was sent, what was announced, where a failure shows.
 */
export const walkAccountForm = <F extends string, TResult>(
  label: string,
  spec: FormModelSpec<F, TResult>,
  oracle: FormOracle<F>,
) => {
  type Snapshot = SnapshotFrom<AccountFormMachine<F, TResult>>;
  const model = accountFormModel(spec);
  const paths = transitionCoverage(model, formStateKey, formStateKey);

  describe(`${label} model`, () => {
    let harness: ReturnType<typeof accountFormHarness<F, TResult>>;
    let actor: Actor<AccountFormMachine<F, TResult>>;
    /** The last failure a step injected, by name. */
    let lastFailure: string | undefined;
    /** The named failure the form's standing refusal came from. */
    let standingFailure: string | undefined;
    const modalFailures = oracle.modalFailures ?? [];

    beforeEach(() => {
      harness = accountFormHarness(spec.machine);
      actor = createActor(harness.machine as AccountFormMachine<F, TResult>).start();
      lastFailure = undefined;
      standingFailure = undefined;
    });
    afterEach(() => actor.stop());

    const check = (state: Snapshot) => {
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(state.value);
      expect(actual.context).toEqual(state.context);
      expect(Object.keys(actual.context.rules).sort()).toEqual(
        [...oracle.brokenFields(actual.context.values)].sort(),
      );
      return actual.context;
    };

    const states = {
      editing: (state: Snapshot) => {
        check(state);
        expect(harness.pending()).toEqual([]);
      },
      submitting: (state: Snapshot) => {
        const context = check(state);
        expect(actor.getSnapshot().hasTag("submitting")).toBe(true);
        // Only values that keep every rule are ever sent, exactly as typed.
        expect(oracle.brokenFields(context.values)).toEqual([]);
        expect(harness.pending().map((call) => call.input)).toEqual([context.values]);
      },
      succeeded: (state: Snapshot) => {
        const context = check(state);
        expect(harness.pending()).toEqual([]);
        expect(harness.announced.at(-1)).toEqual(spec.result);
        expect(context.result).toEqual(spec.result);
        const submitted = harness.submissions.at(-1)!.input as FormValues<F>;
        expect(context.values).toEqual(oracle.afterSuccess(submitted));
      },
      failed: (state: Snapshot) => {
        const context = check(state);
        expect(harness.pending()).toEqual([]);
        if (lastFailure !== undefined) {
          const field = oracle.failureField[lastFailure];
          if (field === undefined) expect(context.failure).not.toBeNull();
          else expect(Object.keys(context.refusals)).toEqual([field]);
          // The refusal that calls for the modal opens it; no other does.
          expect(actor.getSnapshot().hasTag("modal")).toBe(modalFailures.includes(lastFailure));
        }
      },
      "failed.modal": (state: Snapshot) => {
        check(state);
        expect(modalFailures).toContain(standingFailure);
      },
    };

    const perform = async ({ event }: { event: EventObject }) => {
      const step = event as FormModelEvent<F>;
      lastFailure = undefined;
      if (step.type === "xstate.done.actor.submit") harness.pending()[0]!.resolve(spec.result);
      else if (step.type === "xstate.error.actor.submit") {
        lastFailure = step.failure;
        standingFailure = step.failure;
        harness.pending()[0]!.reject(step.error);
      } else actor.send(step);
      await settle();
    };

    it("reaches every state, and a failure beside each field a refusal can name", () => {
      expect(new Set(paths.map(({ path }) => formStateName(path.state.value)))).toEqual(
        new Set([
          "editing",
          "submitting",
          "succeeded",
          ...(modalFailures.length === 0 ? ["failed"] : ["failed.notice", "failed.modal"]),
        ]),
      );
      const refused = new Set(paths.flatMap(({ path }) => Object.keys(path.state.context.refusals)));
      expect([...refused].sort()).toEqual(
        [...new Set(Object.values(oracle.failureField).filter((field) => field !== undefined))].sort(),
      );
    });

    for (const { description, path } of paths) {
      it(description, async () => {
        await model.testPath(path, {
          states,
          events: {
            "form.change": perform,
            "form.blur": perform,
            "form.submit": perform,
            "xstate.done.actor.submit": perform,
            "xstate.error.actor.submit": perform,
            "form.modal.open": perform,
            "form.modal.close": perform,
          } as Parameters<typeof model.testPath>[1]["events"],
        });
      });
    }
  });
};
