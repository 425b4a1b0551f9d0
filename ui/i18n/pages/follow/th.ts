import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Thai. */
export const translations: FollowTranslations = {
  button: {
    follow: "ติดตาม",
    following: "กำลังติดตาม",
    undo: "เลิกทำ",
    followName: "ติดตาม {{name}}",
    followingName: "กำลังติดตาม {{name}} กดเพื่อเลิกติดตาม",
    undoName: "เลิกทำ: ติดตาม {{name}} อีกครั้ง",
  },
  sheet: {
    followersTitle: "ผู้ติดตาม",
    followingTitle: "กำลังติดตาม",
    followersEmpty: "ยังไม่มีผู้ติดตาม",
    followingEmpty: "ยังไม่ได้ติดตามใคร",
    unfollowed: "เลิกติดตามแล้ว",
    loadFailed: "โหลดรายชื่อไม่สำเร็จ",
    retry: "ลองอีกครั้ง",
    more: "แสดงเพิ่มเติม",
  },
  toast: {
    followFailed: "ติดตาม {{name}} ไม่สำเร็จ โปรดลองอีกครั้ง",
    unfollowFailed: "เลิกติดตาม {{name}} ไม่สำเร็จ โปรดลองอีกครั้ง",
    followFailedSomeone: "ติดตามไม่สำเร็จ โปรดลองอีกครั้ง",
    unfollowFailedSomeone: "เลิกติดตามไม่สำเร็จ โปรดลองอีกครั้ง",
  },
};
