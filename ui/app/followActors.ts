import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import type { FollowIntent } from "../../machines/follow/followIntents.ts";
import { type FollowEmitted, type FollowSaved, followMachine } from "../../machines/follow/followMachine.ts";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import type { FollowDeps } from "./followDeps.ts";
import { profileAfterFollow, saveFollow } from "./followServices.ts";

/** The toast of a failed follow (true) or unfollow (false) of `name` (null when no view named them). */
export type FollowFailureText = (failed: {
  readonly follow: boolean;
  readonly name: string | null;
}) => string;

export type FollowActorRef = ActorRefFrom<typeof followMachine>;

const provide = (deps: FollowDeps, failureText: FollowFailureText) => {
  const names = new Map<string, string>();
  const logic = followMachine.provide({
    actors: {
      saveFollow: fromPromise<FollowSaved, FollowIntent>(async ({ input, signal }) => {
        const saved = await saveFollow(deps.calls, input, signal);
        // The viewer's profile (counts, the header) follows the server's answer without a reload.
        const profile = deps.profile.getSnapshot().context.profile;
        if (profile !== null) {
          const patch = profileAfterFollow(profile, saved.leaderId, saved.subscription);
          deps.profile.send({ type: "profile.updated", patch });
        }
        return { leaderId: saved.leaderId, isFollow: saved.isFollow };
      }),
    },
  });
  const follow = createActor(logic, { id: "follow", inspect: deps.inspect });
  // NOTE: the server renders every follow button as a visitor's and starts nothing.
  if (deps.run !== null)
    start(deps, follow, (failed) => failureText({ ...failed, name: names.get(failed.leaderId) ?? null }));
  return {
    follow,
    deps,
    inspect: deps.inspect,
    /** The viewer pressed `leaderId`'s button; the name is for the toast if the call fails. */
    toggle: (leaderId: string, name: string) => {
      names.set(leaderId, name);
      follow.send({ type: "follow.toggle", leaderId });
    },
  };
};

/** The follow actor hears the session and the viewer's profile, and turns failed calls into toasts. */
const start = (
  deps: FollowDeps,
  follow: FollowActorRef,
  failureText: (failed: Extract<FollowEmitted, { type: "follow.failed" }>) => string,
) => {
  follow.on("follow.failed", (failed) =>
    deps.toasts.send(showToast({ type: "error", message: failureText(failed) })),
  );
  follow.subscribe({ error: (error) => console.error("The follow actor stopped:", error) });
  follow.start();
  let signedIn: boolean | null = null;
  const hearSession = () => {
    const session = deps.session.getSnapshot();
    if (session.hasTag("loading")) return;
    const now = session.hasTag("signedIn");
    if (now === signedIn) return;
    signedIn = now;
    follow.send({ type: now ? "follow.session.signedIn" : "follow.session.signedOut" });
  };
  let heard: unknown = null;
  const hearProfile = () => {
    const profile = deps.profile.getSnapshot().context.profile;
    if (profile === null || profile === heard) return;
    heard = profile;
    follow.send({ type: "follow.profile.loaded", viewerId: profile.id, followingIds: profile.followingIds });
  };
  hearSession();
  hearProfile();
  // Both live as long as the app: the follow actor is the app's one, made on the first page that needs it.
  deps.session.subscribe(hearSession);
  deps.profile.subscribe(hearProfile);
};

const made = new WeakMap<FollowDeps["profile"], ReturnType<typeof provide>>();

/**
 * The viewer's follow actor (one for the app, started by the first page that shows a follow button) over
 * the root's services; the sheet's list logic is `userListActors.ts`, in the sheet's own chunk.
 */
export const followActorsOf = (deps: FollowDeps, failureText: FollowFailureText) => {
  let actors = made.get(deps.profile);
  if (!actors) {
    actors = provide(deps, failureText);
    made.set(deps.profile, actors);
  }
  return actors;
};

export type FollowActors = ReturnType<typeof followActorsOf>;
