import type { Shape } from "../../shape.ts";

/** The follow button's and subscriptions sheet's strings in English: the shape the other languages match (`FollowTranslations`). */
export const translations = {
  button: {
    follow: "Follow",
    following: "Following",
    undo: "Undo",
    followName: "Follow {{name}}",
    followingName: "Following {{name}}, press to unfollow",
    undoName: "Undo: follow {{name}} again",
  },
  sheet: {
    followersTitle: "Followers",
    followingTitle: "Following",
    followersEmpty: "No followers yet.",
    followingEmpty: "Not following anyone yet.",
    unfollowed: "Unfollowed",
    loadFailed: "The list did not load.",
    retry: "Try again",
    more: "Show more",
  },
  toast: {
    followFailed: "Could not follow {{name}}. Please try again.",
    unfollowFailed: "Could not unfollow {{name}}. Please try again.",
    followFailedSomeone: "Could not follow. Please try again.",
    unfollowFailedSomeone: "Could not unfollow. Please try again.",
  },
};

export type FollowTranslations = Shape<typeof translations>;
