import { assign, type DoneActorEvent, fromPromise, setup } from "xstate";
import { breaksNothing, emptyValues, type FieldRules, type FormValues } from "./fieldRules.ts";
import { type SubmitFailure, submitFailure } from "./submitFailure.ts";

/**
 * One account form of the settings pages (change password, change e-mail):
 * values checked live against the section 5 rules, one submission at a time through the injected `submit`
 * actor, and the server's refusal shown beside the field it is about (or above the form when it is about
 * none). The forms differ only in their fields, rules and refusal codes, so each is this machine built from
 * an `AccountFormSpec` (`passwordChangeMachine`, `emailChangeMachine`).
 */
export interface AccountFormSpec<F extends string> {
  readonly id: string;
  readonly fields: ReadonlyArray<F>;
  /** The rules each value breaks, given all of them (a repeat field reads the one it repeats). */
  readonly rulesOf: (values: FormValues<F>) => FieldRules<F>;
  /** The field a refusal code is about; undefined when it is about the whole form. */
  readonly fieldOfCode: (code: string) => F | undefined;
  /** Empties the form after a success: a password must not stay on screen once it has done its job. */
  readonly clearOnSuccess: boolean;
  /**
   * Refusals of the whole form that call for a modal (sign-in's unverified address): `failed` then has a
   * `modal` child, entered by such a refusal, left by `form.modal.close` and entered again by
   * `form.modal.open` while the refusal stands. Forms without any keep `failed` a leaf.
   */
  readonly modalCodes?: ReadonlyArray<string>;
}

export interface AccountFormContext<F extends string, TResult> {
  readonly values: FormValues<F>;
  /** What the values break now; recomputed on every change. */
  readonly rules: FieldRules<F>;
  /** Fields whose problems are shown: left once (blur), or all after a submit the rules refused. */
  readonly touched: Readonly<Partial<Record<F, boolean>>>;
  /** The server's refusal code per field; a field's own refusal clears when it changes. */
  readonly refusals: Readonly<Partial<Record<F, string>>>;
  /** Why the last submission failed when no field is to blame; cleared by the next change. */
  readonly failure: SubmitFailure | null;
  /** The last success's answer, until the form is edited again. */
  readonly result: TResult | null;
}

export type AccountFormEvent<F extends string> =
  | { readonly type: "form.change"; readonly field: F; readonly value: string }
  | { readonly type: "form.blur"; readonly field: F }
  | { readonly type: "form.submit" }
  | { readonly type: "form.modal.open" }
  | { readonly type: "form.modal.close" };

/** What the page asks: whether to disable the fields, show a success note, a failure, or its modal. */
export type AccountFormTag = "submitting" | "succeeded" | "failed" | "modal";

const without = <F extends string, V>(record: Readonly<Partial<Record<F, V>>>, field: F) => {
  const { [field]: _dropped, ...rest } = record;
  return rest as Readonly<Partial<Record<F, V>>>;
};

export const createAccountFormMachine = <F extends string, TResult>(spec: AccountFormSpec<F>) => {
  const initialValues = emptyValues(spec.fields);
  const allTouched = Object.fromEntries(spec.fields.map((field) => [field, true])) as Partial<
    Record<F, true>
  >;
  // NOTE: TypeScript cannot see that `{}` fits a record over a generic key, hence these two constants.
  const noneTouched = {} as Readonly<Partial<Record<F, boolean>>>;
  const noRefusals = {} as Readonly<Partial<Record<F, string>>>;
  const modalCodes = spec.modalCodes ?? [];
  const callsForModal = (failure: SubmitFailure | null) =>
    failure !== null && failure.code !== null && modalCodes.includes(failure.code);
  const submitWhenValid = [
    { guard: "isValid" as const, target: "submitting", actions: "forgetFailure" as const },
    { actions: "touchAll" as const },
  ];
  const failedLeaf = {
    tags: "failed" as const,
    on: {
      "form.change": { target: "editing", actions: "changeValue" as const },
      "form.blur": { actions: "touch" as const },
      "form.submit": submitWhenValid,
    },
  };
  return setup({
    types: {
      context: {} as AccountFormContext<F, TResult>,
      events: {} as AccountFormEvent<F>,
      tags: {} as AccountFormTag,
    },
    actors: {
      // NOTE: typed without the type parameters, which XState's invoke types cannot follow; the concrete
      // machines are provided a `submit` that takes their values and resolves with their TResult.
      submit: fromPromise<unknown, Readonly<Record<string, string>>>(() =>
        Promise.reject(new Error(`${spec.id}: the submit actor must be provided`)),
      ),
    },
    guards: {
      // A standing refusal blocks too: the server would refuse the same value again, so it must change first.
      isValid: ({ context }) => breaksNothing(context.rules) && Object.keys(context.refusals).length === 0,
      failureCallsForModal: ({ context }) => callsForModal(context.failure),
      errorCallsForModal: (_, params: { readonly error: unknown }) =>
        callsForModal(submitFailure(params.error)),
    },
    actions: {
      changeValue: assign(({ context, event }) => {
        if (event.type !== "form.change") return {};
        const values = { ...context.values, [event.field]: event.value } as FormValues<F>;
        return {
          values,
          rules: spec.rulesOf(values),
          refusals: without(context.refusals, event.field),
          failure: null,
          result: null,
        };
      }),
      touch: assign(({ context, event }) =>
        event.type === "form.blur" ? { touched: { ...context.touched, [event.field]: true } } : {},
      ),
      touchAll: assign({ touched: allTouched }),
      forgetFailure: assign({ failure: null }),
      // NOTE: params are `unknown` because XState types a done event's output as `unknown` when the actor's
      // output is a type parameter; the `submit` actor is typed to resolve with a TResult.
      takeResult: assign(({ context }, output: unknown) => {
        const result = output as TResult;
        return spec.clearOnSuccess
          ? {
              result,
              values: initialValues,
              rules: spec.rulesOf(initialValues),
              touched: noneTouched,
              refusals: noRefusals,
            }
          : { result, refusals: noRefusals, touched: context.touched };
      }),
      takeFailure: assign((_, params: { readonly error: unknown }) => {
        const failure = submitFailure(params.error);
        const field = failure.code === null ? undefined : spec.fieldOfCode(failure.code);
        return field === undefined
          ? { failure, refusals: noRefusals }
          : { failure: null, refusals: { [field]: failure.code } as Partial<Record<F, string>> };
      }),
      /** The page announces a success (a toast) through this; the composition root provides it. */
      announceSuccess: (_, _result: unknown) => {},
    },
  }).createMachine({
    id: spec.id,
    context: {
      values: initialValues,
      rules: spec.rulesOf(initialValues),
      touched: noneTouched,
      refusals: noRefusals,
      failure: null,
      result: null,
    },
    initial: "editing",
    states: {
      editing: {
        on: {
          "form.change": { actions: "changeValue" },
          "form.blur": { actions: "touch" },
          "form.submit": submitWhenValid,
        },
      },
      submitting: {
        tags: "submitting",
        // NOTE: the fields are disabled meanwhile and changes are ignored, so the answer always matches
        // the values on screen.
        invoke: {
          id: "submit",
          src: "submit",
          input: ({ context }) => context.values,
          onDone: {
            target: "succeeded",
            actions: [
              { type: "takeResult", params: ({ event }: { event: DoneActorEvent }) => event.output },
              { type: "announceSuccess", params: ({ event }: { event: DoneActorEvent }) => event.output },
            ],
          },
          onError: [
            ...(modalCodes.length === 0
              ? []
              : [
                  {
                    guard: {
                      type: "errorCallsForModal" as const,
                      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
                    },
                    target: "failed.modal",
                    actions: {
                      type: "takeFailure" as const,
                      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
                    },
                  },
                ]),
            {
              target: "failed",
              actions: { type: "takeFailure", params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      succeeded: {
        tags: "succeeded",
        on: {
          "form.change": { target: "editing", actions: "changeValue" },
          "form.blur": { actions: "touch" },
          "form.submit": submitWhenValid,
        },
      },
      failed:
        modalCodes.length === 0
          ? failedLeaf
          : {
              ...failedLeaf,
              initial: "notice",
              states: {
                notice: {
                  on: { "form.modal.open": { guard: "failureCallsForModal", target: "modal" } },
                },
                modal: { tags: "modal", on: { "form.modal.close": { target: "notice" } } },
              },
            },
    },
  });
};

export type AccountFormMachine<F extends string, TResult> = ReturnType<
  typeof createAccountFormMachine<F, TResult>
>;
