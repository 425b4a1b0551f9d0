import { assign, enqueueActions, fromPromise, setup } from "xstate";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import { type FollowIntent, shownFollowing, toggled, withAnswer } from "./followIntents.ts";

/**
 * The signed-in viewer's whole following set (accounts spec section 4, "follow"): one machine for the app,
 * not one per button, because the same leader shows in many places at once (a profile's button, ranking
 * rows, tip cards, the user-subscriptions sheet) and they must agree; calls go out one at a time, so a
 * follow and an unfollow of the same leader can never reach the server in the wrong order.
 *
 * A toggle shows at once (`isShownFollowing` lays pending toggles over what the server confirmed); the call
 * is the injected `saveFollow` actor. A failed call rolls its leader back to the server's word and emits
 * `follow.failed` for a toast. A visitor's toggle emits `follow.signInRequired`; the viewer's own id is
 * never toggled. The user-subscriptions sheet keeps a row the viewer unfollowed while it is open (shown as
 * "follow" again) until it closes (the soft-remove).
 *
 * Selectors for views: `followView.ts`.
 */
export interface FollowContext {
  /** The signed-in viewer once their profile is known; null otherwise. */
  readonly viewerId: string | null;
  /** Whom the server says the viewer follows, oldest first. */
  readonly confirmed: ReadonlyArray<string>;
  /** Toggles not yet confirmed, oldest first; the first one is in flight while `saving`. */
  readonly pending: ReadonlyArray<FollowIntent>;
  /**
   * The leaders the user-subscriptions sheet lists while it is open, in their order; null while closed.
   * Rows are only added while it is open (an unfollowed one stays), and all go when it closes.
   */
  readonly sheetRows: ReadonlyArray<string> | null;
}

export type FollowEvent =
  /** The session signed in; the viewer's profile (and so the following set) is on its way. */
  | { readonly type: "follow.session.signedIn" }
  /** The session ended: the set, the pending toggles and the call in flight are dropped. */
  | { readonly type: "follow.session.signedOut" }
  /** The viewer's auth profile, loaded or reloaded: the server's word on whom they follow. */
  | {
      readonly type: "follow.profile.loaded";
      readonly viewerId: string;
      readonly followingIds: ReadonlyArray<string>;
    }
  /** The viewer pressed a follow button of `leaderId`. */
  | { readonly type: "follow.toggle"; readonly leaderId: string }
  | { readonly type: "follow.sheet.open" }
  | { readonly type: "follow.sheet.close" };

/** What the machine asks of the app: a sign-in for a visitor, a toast for a failed call. */
export type FollowEmitted =
  | { readonly type: "follow.signInRequired"; readonly leaderId: string }
  | {
      readonly type: "follow.failed";
      readonly leaderId: string;
      /** What the failed call tried: follow (true) or unfollow (false). */
      readonly follow: boolean;
      readonly failure: RequestFailure;
    };

/** `create_user_subscription` or `delete_user_subscription` answered: the viewer follows `leaderId` or not. */
export interface FollowSaved {
  readonly leaderId: string;
  readonly isFollow: boolean;
}

export type FollowTag = "saving";

const signedOut = (sheetRows: FollowContext["sheetRows"]): FollowContext => ({
  viewerId: null,
  confirmed: [],
  pending: [],
  // Sign-out resets the viewer's lists; an open sheet stays open, empty.
  sheetRows: sheetRows === null ? null : [],
});

/** A change of the set adds its new leaders to an open sheet; nothing leaves it before it closes. */
const withSheet = (context: FollowContext): FollowContext => {
  if (context.sheetRows === null) return context;
  const added = shownFollowing(context).filter((leaderId) => !context.sheetRows!.includes(leaderId));
  return added.length === 0 ? context : { ...context, sheetRows: [...context.sheetRows, ...added] };
};

const inFlight = (context: FollowContext): FollowIntent => {
  const [first] = context.pending;
  if (!first) throw new Error("followMachine: saving with no pending toggle");
  return first;
};

export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    emitted: {} as FollowEmitted,
    tags: {} as FollowTag,
  },
  actors: {
    saveFollow: fromPromise<FollowSaved, FollowIntent>(() =>
      Promise.reject(new Error("followMachine: provide the `saveFollow` actor")),
    ),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    /** Nobody follows themselves: the viewer's own button is never a toggle. */
    isOther: ({ context, event }) => event.type === "follow.toggle" && event.leaderId !== context.viewerId,
    isSameViewer: ({ context, event }) =>
      event.type === "follow.profile.loaded" && event.viewerId === context.viewerId,
  },
  actions: {
    askSignIn: enqueueActions(({ event, enqueue }) => {
      if (event.type === "follow.toggle")
        enqueue.emit({ type: "follow.signInRequired", leaderId: event.leaderId });
    }),
    forgetViewer: assign(({ context }) => signedOut(context.sheetRows)),
    /** The server's word replaces the confirmed set; toggles not yet answered stay laid over it. */
    takeProfile: assign(({ context, event }) => {
      if (event.type !== "follow.profile.loaded") return {};
      return withSheet({ ...context, viewerId: event.viewerId, confirmed: event.followingIds });
    }),
    /** Another account's profile: nothing of the previous viewer's set or toggles carries over. */
    startOver: assign(({ context, event }) => {
      if (event.type !== "follow.profile.loaded") return {};
      return withSheet({
        ...signedOut(context.sheetRows),
        viewerId: event.viewerId,
        confirmed: event.followingIds,
      });
    }),
    toggle: assign(({ context, event }) => {
      if (event.type !== "follow.toggle") return {};
      return withSheet({ ...context, pending: toggled(context, event.leaderId) });
    }),
    openSheet: assign(({ context }) => ({ sheetRows: shownFollowing(context) })),
    closeSheet: assign({ sheetRows: null }),
    takeAnswer: assign(({ context }, saved: FollowSaved) =>
      withSheet({
        ...context,
        confirmed: withAnswer(context.confirmed, inFlight(context).leaderId, saved.isFollow),
        pending: context.pending.slice(1),
      }),
    ),
    /**
     * The failed call's leader goes back to the server's word: the toggles queued behind it were made on
     * a state the server did not take, so they go too.
     */
    rollBack: enqueueActions(({ context, enqueue }, params: { readonly error: unknown }) => {
      const failed = inFlight(context);
      enqueue.assign(
        withSheet({
          ...context,
          pending: context.pending.filter((intent) => intent.leaderId !== failed.leaderId),
        }),
      );
      enqueue.emit({
        type: "follow.failed",
        leaderId: failed.leaderId,
        follow: failed.follow,
        failure: requestFailure(params.error),
      });
    }),
  },
}).createMachine({
  id: "follow",
  context: signedOut(null),
  initial: "signedOut",
  on: {
    "follow.sheet.open": { actions: "openSheet" },
    "follow.sheet.close": { actions: "closeSheet" },
  },
  states: {
    /** A visitor: every follow button asks them to sign in first. */
    signedOut: {
      on: {
        "follow.toggle": { actions: "askSignIn" },
        "follow.session.signedIn": { target: "loading" },
        "follow.profile.loaded": { target: "ready", actions: "startOver" },
      },
    },
    /** Signed in, the following set not known yet: buttons wait (a toggle now would guess the state). */
    loading: {
      on: {
        "follow.session.signedOut": { target: "signedOut", actions: "forgetViewer" },
        "follow.profile.loaded": { target: "ready", actions: "startOver" },
      },
    },
    ready: {
      initial: "settling",
      on: {
        "follow.session.signedOut": { target: "signedOut", actions: "forgetViewer" },
        "follow.profile.loaded": [
          { guard: "isSameViewer", actions: "takeProfile" },
          { target: "ready", reenter: true, actions: "startOver" },
        ],
      },
      states: {
        /** Passed through: a call goes out if a toggle waits. */
        settling: {
          always: [{ guard: "hasPending", target: "saving" }, { target: "idle" }],
        },
        idle: {
          on: {
            "follow.toggle": { guard: "isOther", target: "settling", actions: "toggle" },
          },
        },
        saving: {
          tags: ["saving"],
          invoke: {
            id: "saveFollow",
            src: "saveFollow",
            input: ({ context }) => inFlight(context),
            onDone: {
              target: "settling",
              actions: { type: "takeAnswer", params: ({ event }) => event.output },
            },
            onError: {
              target: "settling",
              actions: { type: "rollBack", params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            "follow.toggle": { guard: "isOther", actions: "toggle" },
          },
        },
      },
    },
  },
});
