import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Russian. */
export const translations: FollowTranslations = {
  button: {
    follow: "Подписаться",
    following: "Вы подписаны",
    undo: "Отменить",
    followName: "Подписаться на {{name}}",
    followingName: "Вы подписаны на {{name}}, нажмите, чтобы отписаться",
    undoName: "Отменить: снова подписаться на {{name}}",
  },
  sheet: {
    followersTitle: "Подписчики",
    followingTitle: "Подписки",
    followersEmpty: "Пока нет подписчиков.",
    followingEmpty: "Пока ни на кого не подписан.",
    unfollowed: "Вы отписались",
    loadFailed: "Не удалось загрузить список.",
    retry: "Повторить",
    more: "Показать ещё",
  },
  toast: {
    followFailed: "Не удалось подписаться на {{name}}. Попробуйте ещё раз.",
    unfollowFailed: "Не удалось отписаться от {{name}}. Попробуйте ещё раз.",
    followFailedSomeone: "Не удалось подписаться. Попробуйте ещё раз.",
    unfollowFailedSomeone: "Не удалось отписаться. Попробуйте ещё раз.",
  },
};
