import { enqueueActions, setup } from "xstate";
import {
  assertToastType,
  MAX_VISIBLE_TOASTS,
  TOAST_AUTO_CLOSE_MS,
  type Toast,
  type ToastContent,
} from "./toastTypes.ts";

/**
 * The toast queue shown bottom-centre. Each toast closes itself after the `autoClose` delay (3000 ms) or by
 * hand. An unsupported type throws `UnsupportedToastTypeError`:
 * - at the call site, from `showToast()`, which the UI uses to build the event (the actor keeps running);
 * - inside the machine, for a raw event that skipped `showToast()`: the throw happens while handling
 *   `toast.show`, so the actor stops with status `error` and that error. Either way nothing unstyled renders.
 */
export interface ToastsContext {
  /** Oldest first. */
  readonly toasts: ReadonlyArray<Toast>;
  readonly nextId: number;
}

export type ToastsEvent =
  | { readonly type: "toast.show"; readonly toast: ToastContent }
  | { readonly type: "toast.close"; readonly id: string }
  /** Raised by the machine itself when a toast's `autoClose` delay ends. */
  | { readonly type: "toast.expire"; readonly id: string };

/** Builds a `toast.show` event, throwing at the caller for a type the product does not support. */
export const showToast = (toast: {
  readonly type: string;
  readonly message: string;
  readonly title?: string;
}) => {
  assertToastType(toast.type);
  return { type: "toast.show", toast: { ...toast, type: toast.type } } as const satisfies ToastsEvent;
};

/** The id of the delayed `toast.expire`, so closing a toast by hand cancels its timer. */
const timerId = (toastId: string) => `expire:${toastId}`;

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: {
    autoClose: TOAST_AUTO_CLOSE_MS,
  },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "toast.show") return;
      assertToastType(event.toast.type);
      const id = `toast-${context.nextId}`;
      const overflow = Math.max(0, context.toasts.length + 1 - MAX_VISIBLE_TOASTS);
      for (const evicted of context.toasts.slice(0, overflow)) enqueue.cancel(timerId(evicted.id));
      enqueue.assign({
        toasts: [...context.toasts.slice(overflow), { ...event.toast, id }],
        nextId: context.nextId + 1,
      });
      enqueue.raise({ type: "toast.expire", id }, { id: timerId(id), delay: "autoClose" });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "toast.close" && event.type !== "toast.expire") return;
      enqueue.cancel(timerId(event.id));
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
    }),
  },
  guards: {
    hasToast: ({ context }, params: { id: string }) => context.toasts.some((toast) => toast.id === params.id),
    isLastToast: ({ context }, params: { id: string }) =>
      context.toasts.length === 1 && context.toasts[0]?.id === params.id,
  },
}).createMachine({
  id: "toasts",
  context: { toasts: [], nextId: 1 },
  initial: "idle",
  states: {
    idle: {
      on: {
        "toast.show": { target: "visible", actions: "addToast" },
      },
    },
    visible: {
      on: {
        "toast.show": { actions: "addToast" },
        "toast.close": [
          {
            guard: { type: "isLastToast", params: ({ event }) => ({ id: event.id }) },
            target: "idle",
            actions: "removeToast",
          },
          { guard: { type: "hasToast", params: ({ event }) => ({ id: event.id }) }, actions: "removeToast" },
        ],
        "toast.expire": [
          {
            guard: { type: "isLastToast", params: ({ event }) => ({ id: event.id }) },
            target: "idle",
            actions: "removeToast",
          },
          { guard: { type: "hasToast", params: ({ event }) => ({ id: event.id }) }, actions: "removeToast" },
        ],
      },
    },
  },
});
