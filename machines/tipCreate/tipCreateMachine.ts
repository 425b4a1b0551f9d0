import { assign, emit, fromPromise, setup } from "xstate";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { CreatePrediction } from "../../domain/tips/tipCommands.ts";
import { meaningOfCode } from "../session/sessionCodes.ts";
import {
  type CreatePredictionPayload,
  EMPTY_TIP_DRAFT,
  isTipDraftValid,
  type TipDraft,
  type TipDraftField,
  tipPayload,
} from "./tipDraft.ts";

/**
 * Creating a tip from an event's markets (accounts spec sections 2-5, issue 8): the viewer picks an
 * outcome and the creation sheet opens on it (a visitor is asked to sign in instead); the draft is checked
 * by the command's own schema, a valid one is sent through the injected `createTip` actor, and the success
 * sheet follows. A refusal (a tip already on this event, the event started, the market closed) keeps the
 * sheet open with its reason; a lost session asks for a sign-in. The odds the sheet shows are the line's;
 * the server takes its own.
 */
export interface TipCreateSelection {
  /** `sport->category->tournament->event->scope->market->outcome`, as `create_prediction` names it. */
  readonly outcomeHashPath: string;
  readonly eventId: string;
  readonly scopeKey: string;
  readonly marketName: string;
  readonly marketType: string;
  readonly outcomeCode: string;
  /** The price when the outcome was chosen: shown, never sent. */
  readonly odds: number;
}

export type TipCreated = typeof CreatePrediction.success.Type;

export interface TipCreateInput {
  readonly signedIn: boolean;
}

/** Why the last submit did not create the tip: a refusal or a transport failure (a lost session is not one). */
export type TipCreateFailure = RequestFailure;

export interface TipCreateContext {
  readonly signedIn: boolean;
  readonly selection: TipCreateSelection | null;
  readonly draft: TipDraft;
  /** Field problems show once a submit was refused by them, not while the viewer first types. */
  readonly showProblems: boolean;
  readonly failure: TipCreateFailure | null;
  readonly created: TipCreated | null;
}

export type TipCreateEvent =
  | { readonly type: "tipCreate.open"; readonly selection: TipCreateSelection }
  | { readonly type: "tipCreate.title.change"; readonly value: string }
  | { readonly type: "tipCreate.comment.change"; readonly value: string }
  | { readonly type: "tipCreate.cost.change"; readonly value: string }
  | { readonly type: "tipCreate.submit" }
  | { readonly type: "tipCreate.close" }
  | { readonly type: "tipCreate.session.signedIn" }
  | { readonly type: "tipCreate.session.signedOut" };

export type TipCreateEmitted =
  | { readonly type: "tipCreate.signInRequired"; readonly eventId: string }
  | { readonly type: "tipCreate.created"; readonly tip: TipCreated };

/** `sheet`: the creation sheet is open; `busy`: the tip is being sent; `success`: the success sheet. */
export type TipCreateTag = "sheet" | "busy" | "success";

/** The session is gone or never was: the sheet cannot help, a sign-in can. */
const needsSignIn = (error: unknown): boolean => {
  if (typeof error === "object" && error !== null && "_tag" in error && error._tag === "NotSignedInError")
    return true;
  const { code } = requestFailure(error);
  return code !== null && meaningOfCode(code).kind !== "other";
};

const FIELD_OF_EVENT = {
  "tipCreate.title.change": "title",
  "tipCreate.comment.change": "comment",
  "tipCreate.cost.change": "cost",
} as const satisfies Record<string, TipDraftField>;

/** What the sheet takes while it holds a draft: editing it, and again after a refusal. */
const draftSheet = {
  "tipCreate.title.change": { actions: "editDraft" },
  "tipCreate.comment.change": { actions: "editDraft" },
  "tipCreate.cost.change": { actions: "editDraft" },
  "tipCreate.submit": [{ guard: "draftValid", target: "submitting" }, { actions: "showProblems" }],
  "tipCreate.close": "idle",
  "tipCreate.session.signedOut": { target: "idle", actions: "forgetSession" },
} as const;

export const tipCreateMachine = setup({
  types: {
    input: {} as TipCreateInput,
    context: {} as TipCreateContext,
    events: {} as TipCreateEvent,
    emitted: {} as TipCreateEmitted,
    tags: {} as TipCreateTag,
  },
  actors: {
    createTip: fromPromise<TipCreated, CreatePredictionPayload>(() => {
      throw new Error("createTip is provided by the app");
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    draftValid: ({ context }) => isTipDraftValid(context.draft),
  },
  actions: {
    editDraft: assign(({ context, event }) => {
      if (!(event.type in FIELD_OF_EVENT) || !("value" in event)) return {};
      const field = FIELD_OF_EVENT[event.type as keyof typeof FIELD_OF_EVENT];
      return { draft: { ...context.draft, [field]: event.value } };
    }),
    showProblems: assign({ showProblems: true }),
    forgetSession: assign({ signedIn: false }),
    askSignIn: emit(({ event }) => ({
      type: "tipCreate.signInRequired" as const,
      eventId: event.type === "tipCreate.open" ? event.selection.eventId : "",
    })),
  },
}).createMachine({
  id: "tipCreate",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    selection: null,
    draft: EMPTY_TIP_DRAFT,
    showProblems: false,
    failure: null,
    created: null,
  }),
  initial: "idle",
  on: {
    "tipCreate.session.signedIn": { actions: assign({ signedIn: true }) },
    "tipCreate.session.signedOut": { actions: assign({ signedIn: false }) },
  },
  states: {
    idle: {
      on: {
        "tipCreate.open": [
          {
            guard: "signedIn",
            target: "editing",
            actions: assign(({ event }) => ({
              selection: event.selection,
              draft: EMPTY_TIP_DRAFT,
              showProblems: false,
              failure: null,
              created: null,
            })),
          },
          { actions: "askSignIn" },
        ],
      },
    },
    editing: {
      tags: ["sheet"],
      on: draftSheet,
    },
    submitting: {
      tags: ["sheet", "busy"],
      entry: assign({ failure: null }),
      invoke: {
        id: "createTip",
        src: "createTip",
        input: ({ context }) => tipPayload(context.selection?.outcomeHashPath ?? "", context.draft),
        onDone: {
          target: "created",
          actions: [
            assign({ created: ({ event }) => event.output }),
            emit(({ event }) => ({ type: "tipCreate.created" as const, tip: event.output })),
          ],
        },
        onError: [
          {
            guard: ({ event }) => needsSignIn(event.error),
            target: "idle",
            actions: [
              assign({ signedIn: false }),
              emit(({ context }) => ({
                type: "tipCreate.signInRequired" as const,
                eventId: context.selection?.eventId ?? "",
              })),
            ],
          },
          { target: "failed", actions: assign({ failure: ({ event }) => requestFailure(event.error) }) },
        ],
      },
    },
    /** The sheet stays with the draft and says why; the viewer may edit, try again or close. */
    failed: {
      tags: ["sheet"],
      on: draftSheet,
    },
    /** The success sheet, with the way to the new tip. */
    created: {
      tags: ["success"],
      on: { "tipCreate.close": "idle" },
    },
  },
});

export type TipCreateMachine = typeof tipCreateMachine;
