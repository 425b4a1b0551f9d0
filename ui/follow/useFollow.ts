import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { shownFollowing } from "../../machines/follow/followIntents.ts";
import { type FollowButton, followButtonOf, followersShownOf } from "../../machines/follow/followView.ts";
import { type FollowActors, followActorsOf } from "../app/followActors.ts";
import { followDepsOf } from "../app/followDeps.ts";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";

/** The app's follow actor and the sheet's list logic; the first page that asks starts them. */
export const useFollowActors = (): FollowActors => {
  const { t } = useTranslation("follow");
  return followActorsOf(followDepsOf(useAppActors()), ({ follow, name }) =>
    name === null
      ? t(follow ? "toast.followFailedSomeone" : "toast.unfollowFailedSomeone")
      : t(follow ? "toast.followFailed" : "toast.unfollowFailed", { name }),
  );
};

const sameButton = (a: FollowButton, b: FollowButton): boolean =>
  a.kind === b.kind && ("saving" in a ? a.saving : false) === ("saving" in b ? b.saving : false);

/**
 * `leaderId`'s follow button as the viewer sees it. The server renders a visitor's button, and the first
 * browser render matches it (the session and the following set are the browser's); while the session
 * still reads its token the button waits rather than send a signed-in viewer to the sign-in page.
 */
export const useFollowButton = (actors: FollowActors, leaderId: string): FollowButton => {
  const { session } = useAppActors();
  const hydrated = useHydrated();
  const sessionLoading = useSelector(session, (snapshot) => snapshot.hasTag("loading"));
  const button = useSelector(actors.follow, (snapshot) => followButtonOf(snapshot, leaderId), sameButton);
  if (!hydrated) return { kind: "signIn" };
  return sessionLoading ? { kind: "loading" } : button;
};

const sameIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * `userId`'s followers as their profile shows them: the server's list (`PublicUser.followersIds`) with the
 * viewer's own follow or unfollow applied the moment they press, so the count moves at once.
 */
export const useFollowersShown = (
  userId: string,
  followersIds: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const actors = useFollowActors();
  const hydrated = useHydrated();
  const shown = useSelector(
    actors.follow,
    (snapshot) => followersShownOf(snapshot, userId, followersIds),
    sameIds,
  );
  return hydrated ? shown : followersIds;
};

/**
 * Whom `userId` follows as their profile shows it: on the viewer's own profile the follow machine's set
 * (their presses elsewhere included), the server's list (`PublicUser.followingIds`) otherwise.
 */
export const useFollowingShown = (
  userId: string,
  followingIds: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const actors = useFollowActors();
  const hydrated = useHydrated();
  const own = useSelector(
    actors.follow,
    (snapshot) => (snapshot.context.viewerId === userId ? shownFollowing(snapshot.context) : null),
    (a, b) => (a === null || b === null ? a === b : sameIds(a, b)),
  );
  return hydrated && own !== null ? own : followingIds;
};
