import type { SnapshotFrom } from "xstate";
import { isSaving, isShownFollowing } from "./followIntents.ts";
import type { followMachine } from "./followMachine.ts";

/** What views read from the follow machine; none of them needs to know its state names. */
export type FollowSnapshot = SnapshotFrom<typeof followMachine>;

/**
 * A follow button for `leaderId`: none on the viewer's own profile; for a visitor one that asks to sign
 * in; disabled while the signed-in viewer's set loads; otherwise follow or following, shown at once after a
 * press, with `saving` while the server has not answered it yet.
 */
export type FollowButton =
  | { readonly kind: "none" }
  | { readonly kind: "signIn" }
  | { readonly kind: "loading" }
  | { readonly kind: "follow" | "following"; readonly saving: boolean };

export const followButtonOf = (snapshot: FollowSnapshot, leaderId: string): FollowButton => {
  if (snapshot.matches("signedOut")) return { kind: "signIn" };
  if (snapshot.matches("loading")) return { kind: "loading" };
  const { context } = snapshot;
  if (leaderId === context.viewerId) return { kind: "none" };
  return {
    kind: isShownFollowing(context, leaderId) ? "following" : "follow",
    saving: isSaving(context, leaderId),
  };
};

/** One row of the viewer's user-subscriptions sheet: an unfollowed leader stays, offered to follow again. */
export interface SheetRow {
  readonly leaderId: string;
  readonly following: boolean;
}

/** The sheet's rows while it is open (the soft-removed included), none while it is closed. */
export const sheetRowsOf = (snapshot: FollowSnapshot): ReadonlyArray<SheetRow> =>
  (snapshot.context.sheetRows ?? []).map((leaderId) => ({
    leaderId,
    following: isShownFollowing(snapshot.context, leaderId),
  }));

/**
 * A leader's followers as their profile shows them to the viewer: the server's list with the viewer's own
 * toggle applied at once (added at the end, or taken out).
 */
export const followersShownOf = (
  snapshot: FollowSnapshot,
  leaderId: string,
  followersIds: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const viewerId = snapshot.context.viewerId;
  if (viewerId === null || viewerId === leaderId) return followersIds;
  if (!isShownFollowing(snapshot.context, leaderId)) return followersIds.filter((id) => id !== viewerId);
  return followersIds.includes(viewerId) ? followersIds : [...followersIds, viewerId];
};
