import { assign, fromPromise, setup } from "xstate";
import { type SubmitFailure, submitFailure } from "../accountForm/submitFailure.ts";

/**
 * One request the user starts that is not a form (forms are `machines/accountForm/`): sending a new
 * verification or reset link, signing out. Pages whose request starts on its own have machines of their
 * own (`machines/auth/verifyEmailPageMachine.ts`, `recoveryLinkMachine.ts`). Idle, then submitting, then
 * succeeded or failed, and again from there; it holds what was sent, what came back and why it failed, so
 * the page only renders. The `send` actor is the request itself, provided by the composition root
 * (`ui/app/accountActors.ts`) and faked in tests; a second submit while one is on its way is ignored.
 */
export interface RequestContext<TInput, TOutput> {
  readonly input: TInput | null;
  readonly output: TOutput | null;
  readonly failure: SubmitFailure | null;
}

export type RequestEvent<TInput> =
  | { readonly type: "request.submit"; readonly input: TInput }
  /** Back to idle: a modal closed, a form was edited after a failure. */
  | { readonly type: "request.reset" };

const initialContext = { input: null, output: null, failure: null };

export const requestMachineOf = <TInput, TOutput>() =>
  setup({
    types: {
      context: {} as RequestContext<TInput, TOutput>,
      events: {} as RequestEvent<TInput>,
    },
    actors: {
      // NOTE: typed without the type parameters, which XState's invoke types cannot follow; the composition
      // root provides a `send` that takes a TInput and resolves with a TOutput.
      send: fromPromise<unknown, unknown>(() =>
        Promise.reject(new Error("requestMachine: provide the `send` actor")),
      ),
    },
  }).createMachine({
    id: "request",
    context: initialContext,
    initial: "idle",
    on: {
      "request.reset": { target: ".idle", actions: assign(initialContext) },
    },
    states: {
      idle: {
        on: {
          "request.submit": {
            target: "submitting",
            actions: assign({ input: ({ event }) => event.input }),
          },
        },
      },
      submitting: {
        tags: ["busy"],
        entry: assign({ output: null, failure: null }),
        invoke: {
          src: "send",
          input: ({ context }: { readonly context: RequestContext<TInput, TOutput> }) => context.input,
          onDone: {
            target: "succeeded",
            actions: assign({ output: ({ event }) => event.output as TOutput }),
          },
          onError: {
            target: "failed",
            actions: assign({ failure: ({ event }) => submitFailure(event.error) }),
          },
        },
      },
      succeeded: {
        tags: ["succeeded"],
        on: {
          "request.submit": {
            target: "submitting",
            actions: assign({ input: ({ event }) => event.input }),
          },
        },
      },
      failed: {
        tags: ["failed"],
        on: {
          "request.submit": {
            target: "submitting",
            actions: assign({ input: ({ event }) => event.input }),
          },
        },
      },
    },
  });

/** The machine of one command with its input and answer types, before the composition root provides `send`. */
export type RequestMachine<TInput, TOutput> = ReturnType<typeof requestMachineOf<TInput, TOutput>>;
