import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Vietnamese. */
export const translations: FollowTranslations = {
  button: {
    follow: "Theo dõi",
    following: "Đang theo dõi",
    undo: "Hoàn tác",
    followName: "Theo dõi {{name}}",
    followingName: "Đang theo dõi {{name}}, nhấn để bỏ theo dõi",
    undoName: "Hoàn tác: theo dõi lại {{name}}",
  },
  sheet: {
    followersTitle: "Người theo dõi",
    followingTitle: "Đang theo dõi",
    followersEmpty: "Chưa có người theo dõi.",
    followingEmpty: "Chưa theo dõi ai.",
    unfollowed: "Đã bỏ theo dõi",
    loadFailed: "Không tải được danh sách.",
    retry: "Thử lại",
    more: "Xem thêm",
  },
  toast: {
    followFailed: "Không thể theo dõi {{name}}. Vui lòng thử lại.",
    unfollowFailed: "Không thể bỏ theo dõi {{name}}. Vui lòng thử lại.",
    followFailedSomeone: "Không thể theo dõi. Vui lòng thử lại.",
    unfollowFailedSomeone: "Không thể bỏ theo dõi. Vui lòng thử lại.",
  },
};
