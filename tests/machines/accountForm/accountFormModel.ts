import { TestModel } from "@xstate/graph";
import type { SnapshotFrom } from "xstate";
import type {
  AccountFormEvent,
  AccountFormMachine,
} from "../../../machines/accountForm/accountFormMachine.ts";

/**
 * The abstract model of an account form: each field takes a few chosen values, is left (blur) once, and the
 * form is submitted from every resting state; a submission succeeds, or fails with each named failure.
 * The model is a `TestModel` over the machine's own transition (it invokes its `submit` actor); the system
 * under test is a running actor whose submission waits for the step that answers it.
 */
export interface FormModelSpec<F extends string, TResult> {
  readonly machine: AccountFormMachine<F, TResult>;
  readonly fields: ReadonlyArray<F>;
  /** The values each field is set to, the empty one included. */
  readonly choices: Readonly<Record<F, ReadonlyArray<string>>>;
  readonly result: TResult;
  readonly failures: Readonly<Record<string, unknown>>;
}

type FormSnapshot<F extends string, TResult> = SnapshotFrom<AccountFormMachine<F, TResult>>;

export type FormModelEvent<F extends string> =
  | AccountFormEvent<F>
  | { readonly type: "xstate.done.actor.submit"; readonly output: unknown }
  | { readonly type: "xstate.error.actor.submit"; readonly error: unknown; readonly failure: string };

export const formModelEvents =
  <F extends string, TResult>(spec: FormModelSpec<F, TResult>) =>
  (state: FormSnapshot<F, TResult>): Array<FormModelEvent<F>> => {
    if (state.matches("submitting"))
      return [
        { type: "xstate.done.actor.submit", output: spec.result },
        ...Object.entries(spec.failures).map(
          ([failure, error]): FormModelEvent<F> => ({ type: "xstate.error.actor.submit", error, failure }),
        ),
        // The fields are disabled meanwhile: a change that still arrives is ignored.
        ...spec.fields
          .slice(0, 1)
          .map((field): FormModelEvent<F> => ({ type: "form.change", field, value: "late" })),
      ];
    // A form with a refusal modal: closing it, and asking for it again (also after a refusal that opens none).
    if (state.matches({ failed: "modal" } as never))
      return [{ type: "form.modal.close" }, ...editingEvents(state)];
    if (state.matches({ failed: "notice" } as never))
      return [{ type: "form.modal.open" }, ...editingEvents(state)];
    return editingEvents(state);

    function editingEvents(state: FormSnapshot<F, TResult>): Array<FormModelEvent<F>> {
      const { values, touched } = state.context;
      return [
        ...spec.fields.flatMap((field) =>
          spec.choices[field]
            .filter((value) => value !== values[field])
            .map((value): FormModelEvent<F> => ({ type: "form.change", field, value })),
        ),
        // Leaving a field the user typed in, while typing (leaving it again, or an empty one, is the same as
        // the refused submit that touches them all, which the model walks anyway).
        ...(state.matches("editing")
          ? spec.fields
              .filter((field) => !touched[field] && values[field] !== "")
              .map((field): FormModelEvent<F> => ({ type: "form.blur", field }))
          : []),
        { type: "form.submit" },
      ];
    }
  };

export const serializeFormEvent = <F extends string>(event: FormModelEvent<F>): string => {
  switch (event.type) {
    case "form.change":
      return `${event.field}="${event.value}"`;
    case "form.blur":
      return `leave ${event.field}`;
    case "form.submit":
      return "submit";
    case "form.modal.open":
      return "open the modal";
    case "form.modal.close":
      return "close the modal";
    case "xstate.done.actor.submit":
      return "answered";
    case "xstate.error.actor.submit":
      return `fails (${event.failure})`;
  }
};

/** `failed.modal` for a nested state, the name itself for a leaf. */
export const formStateName = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${formStateName(child)}`)
        .join(",");

export const formStateKey = <F extends string, TResult>(state: FormSnapshot<F, TResult>): string => {
  const { values, touched, refusals, failure, result } = state.context;
  return [
    formStateName(state.value),
    JSON.stringify(values),
    `touched=${Object.keys(touched).sort().join(",")}`,
    `refusals=${JSON.stringify(refusals)}`,
    `failure=${failure ? `${failure.kind}:${failure.code}` : "-"}`,
    `result=${result === null ? "-" : "yes"}`,
  ].join(" ");
};

export const accountFormModel = <F extends string, TResult>(spec: FormModelSpec<F, TResult>) =>
  new TestModel(spec.machine, {
    events: (state) => formModelEvents(spec)(state) as unknown as Array<AccountFormEvent<F>>,
    serializeEvent: (event) => serializeFormEvent(event as FormModelEvent<F>),
    serializeState: (state) => formStateKey(state),
    stateMatcher: (state, key) => state.matches(key as never),
  }) as unknown as TestModel<FormSnapshot<F, TResult>, AccountFormEvent<F>, unknown>;
