import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Traditional Chinese. */
export const translations: FollowTranslations = {
  button: {
    follow: "追蹤",
    following: "追蹤中",
    undo: "復原",
    followName: "追蹤 {{name}}",
    followingName: "追蹤中：{{name}}，按下即可取消追蹤",
    undoName: "復原：重新追蹤 {{name}}",
  },
  sheet: {
    followersTitle: "粉絲",
    followingTitle: "追蹤中",
    followersEmpty: "目前還沒有粉絲。",
    followingEmpty: "目前還沒有追蹤任何人。",
    unfollowed: "已取消追蹤",
    loadFailed: "無法載入名單。",
    retry: "重試",
    more: "顯示更多",
  },
  toast: {
    followFailed: "無法追蹤 {{name}}，請再試一次。",
    unfollowFailed: "無法取消追蹤 {{name}}，請再試一次。",
    followFailedSomeone: "無法追蹤，請再試一次。",
    unfollowFailedSomeone: "無法取消追蹤，請再試一次。",
  },
};
