import { assign, emit, fromPromise, setup } from "xstate";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import { TipErrorCode } from "../../domain/tips/tipCommands.ts";

/**
 * Unlocking one tip (accounts spec sections 2-4, issue 8): a locked tip shows its cost; pressing unlock
 * opens the unlock sheet (a free tip skips it), confirming buys it through the injected `purchaseTip`
 * actor, and the comment shows once bought. The creator's own tip and one bought before are open from the
 * start. A visitor's press asks the app for a sign-in; sales end when the event starts (`tipPurchase.
 * salesClosed`, from the countdown), and the server may say so first.
 */
export interface TipPurchaseInput {
  readonly tipId: string;
  readonly cost: number;
  /** The viewer is signed in (a visitor's press asks for a sign-in instead). */
  readonly signedIn: boolean;
  /** The viewer made the tip, or bought it before: its comment is theirs to read. */
  readonly open: boolean;
  readonly comment: string | null;
  /** The event has not started. */
  readonly salesOpen: boolean;
}

export interface TipPurchaseContext {
  readonly tipId: string;
  readonly cost: number;
  readonly signedIn: boolean;
  readonly comment: string | null;
  /** The viewer's FUN after the purchase, once bought here. */
  readonly balance: number | null;
  readonly failure: RequestFailure | null;
  /** Whether sales were open when the tip was shown (the countdown says when they close after). */
  readonly salesOpen: boolean;
}

export type TipPurchaseEvent =
  | { readonly type: "tipPurchase.unlock" }
  | { readonly type: "tipPurchase.confirm" }
  | { readonly type: "tipPurchase.cancel" }
  | { readonly type: "tipPurchase.salesClosed" }
  | { readonly type: "tipPurchase.session.signedIn" }
  | { readonly type: "tipPurchase.session.signedOut" };

export type TipPurchaseEmitted =
  | { readonly type: "tipPurchase.signInRequired"; readonly tipId: string }
  | {
      readonly type: "tipPurchase.purchased";
      readonly tipId: string;
      readonly cost: number;
      readonly balance: number;
    }
  | { readonly type: "tipPurchase.failed"; readonly tipId: string; readonly failure: RequestFailure };

/** `purchase_prediction` answered. */
export interface TipPurchased {
  readonly comment: string;
  readonly balance: number;
}

export type TipPurchaseTag = "busy";

const isSalesClosed = (failure: RequestFailure): boolean => failure.code === TipErrorCode.salesClosed;

export const tipPurchaseMachine = setup({
  types: {
    input: {} as TipPurchaseInput,
    context: {} as TipPurchaseContext,
    events: {} as TipPurchaseEvent,
    emitted: {} as TipPurchaseEmitted,
    tags: {} as TipPurchaseTag,
  },
  actors: {
    purchaseTip: fromPromise<TipPurchased, { readonly tipId: string }>(() => {
      throw new Error("purchaseTip is provided by the app");
    }),
  },
  guards: {
    isOpen: ({ context }) => context.comment !== null,
    salesClosed: ({ context }) => !context.salesOpen,
    signedIn: ({ context }) => context.signedIn,
    isFree: ({ context }) => context.cost === 0,
    closedByServer: ({ context }) => context.failure !== null && isSalesClosed(context.failure),
  },
}).createMachine({
  id: "tipPurchase",
  context: ({ input }) => ({
    tipId: input.tipId,
    cost: input.cost,
    signedIn: input.signedIn,
    comment: input.open ? input.comment : null,
    balance: null,
    failure: null,
    salesOpen: input.salesOpen,
  }),
  initial: "starting",
  on: {
    "tipPurchase.session.signedIn": { actions: assign({ signedIn: true }) },
  },
  states: {
    starting: {
      always: [
        { guard: "isOpen", target: "unlocked" },
        { guard: "salesClosed", target: "closed" },
        { target: "locked" },
      ],
    },
    locked: {
      on: {
        "tipPurchase.unlock": [
          { guard: "signedIn", target: "confirming" },
          {
            actions: emit(({ context }) => ({
              type: "tipPurchase.signInRequired" as const,
              tipId: context.tipId,
            })),
          },
        ],
        "tipPurchase.salesClosed": "closed",
        "tipPurchase.session.signedOut": { actions: assign({ signedIn: false }) },
      },
    },
    /** The unlock sheet, showing the cost; a free tip goes straight on. */
    confirming: {
      always: { guard: "isFree", target: "purchasing" },
      on: {
        "tipPurchase.confirm": "purchasing",
        "tipPurchase.cancel": "locked",
        "tipPurchase.salesClosed": "closed",
        "tipPurchase.session.signedOut": { target: "locked", actions: assign({ signedIn: false }) },
      },
    },
    purchasing: {
      tags: ["busy"],
      entry: assign({ failure: null }),
      invoke: {
        id: "purchaseTip",
        src: "purchaseTip",
        input: ({ context }) => ({ tipId: context.tipId }),
        onDone: {
          target: "unlocked",
          actions: [
            assign({
              comment: ({ event }) => event.output.comment,
              balance: ({ event }) => event.output.balance,
            }),
            emit(({ context, event }) => ({
              type: "tipPurchase.purchased" as const,
              tipId: context.tipId,
              cost: context.cost,
              balance: event.output.balance,
            })),
          ],
        },
        onError: {
          target: "failed",
          actions: [
            assign({ failure: ({ event }) => requestFailure(event.error) }),
            emit(({ context, event }) => ({
              type: "tipPurchase.failed" as const,
              tipId: context.tipId,
              failure: requestFailure(event.error),
            })),
          ],
        },
      },
    },
    /** The sheet says why (not enough FUN, no connection) and offers to try again. */
    failed: {
      always: { guard: "closedByServer", target: "closed" },
      on: {
        "tipPurchase.confirm": "purchasing",
        "tipPurchase.cancel": "locked",
        "tipPurchase.salesClosed": "closed",
        "tipPurchase.session.signedOut": { target: "locked", actions: assign({ signedIn: false }) },
      },
    },
    /** The event has started: this viewer can no longer buy the tip. */
    closed: { type: "final" },
    unlocked: { type: "final" },
  },
});

export type TipPurchaseMachine = typeof tipPurchaseMachine;
