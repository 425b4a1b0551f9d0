import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Indonesian. */
export const translations: FollowTranslations = {
  button: {
    follow: "Ikuti",
    following: "Mengikuti",
    undo: "Urungkan",
    followName: "Ikuti {{name}}",
    followingName: "Mengikuti {{name}}, tekan untuk berhenti mengikuti",
    undoName: "Urungkan: ikuti {{name}} lagi",
  },
  sheet: {
    followersTitle: "Pengikut",
    followingTitle: "Mengikuti",
    followersEmpty: "Belum ada pengikut.",
    followingEmpty: "Belum mengikuti siapa pun.",
    unfollowed: "Berhenti mengikuti",
    loadFailed: "Daftar tidak dapat dimuat.",
    retry: "Coba lagi",
    more: "Tampilkan lebih banyak",
  },
  toast: {
    followFailed: "Gagal mengikuti {{name}}. Silakan coba lagi.",
    unfollowFailed: "Gagal berhenti mengikuti {{name}}. Silakan coba lagi.",
    followFailedSomeone: "Gagal mengikuti. Silakan coba lagi.",
    unfollowFailedSomeone: "Gagal berhenti mengikuti. Silakan coba lagi.",
  },
};
