import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Turkish. */
export const translations: FollowTranslations = {
  button: {
    follow: "Takip et",
    following: "Takip ediliyor",
    undo: "Geri al",
    followName: "Takip et: {{name}}",
    followingName: "Takip ediliyor: {{name}}, takibi bırakmak için dokunun",
    undoName: "Geri al: {{name}} yeniden takip edilsin",
  },
  sheet: {
    followersTitle: "Takipçiler",
    followingTitle: "Takip edilenler",
    followersEmpty: "Henüz takipçi yok.",
    followingEmpty: "Henüz kimseyi takip etmiyor.",
    unfollowed: "Takipten çıkıldı",
    loadFailed: "Liste yüklenemedi.",
    retry: "Tekrar dene",
    more: "Daha fazla göster",
  },
  toast: {
    followFailed: "{{name}} takip edilemedi. Lütfen tekrar deneyin.",
    unfollowFailed: "{{name}} takipten çıkarılamadı. Lütfen tekrar deneyin.",
    followFailedSomeone: "Takip edilemedi. Lütfen tekrar deneyin.",
    unfollowFailedSomeone: "Takipten çıkılamadı. Lütfen tekrar deneyin.",
  },
};
