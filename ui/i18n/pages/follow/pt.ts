import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Portuguese. */
export const translations: FollowTranslations = {
  button: {
    follow: "Seguir",
    following: "Seguindo",
    undo: "Desfazer",
    followName: "Seguir {{name}}",
    followingName: "Seguindo {{name}}, toque para deixar de seguir",
    undoName: "Desfazer: seguir {{name}} novamente",
  },
  sheet: {
    followersTitle: "Seguidores",
    followingTitle: "Seguindo",
    followersEmpty: "Ainda não tem seguidores.",
    followingEmpty: "Ainda não segue ninguém.",
    unfollowed: "Você deixou de seguir",
    loadFailed: "Não foi possível carregar a lista.",
    retry: "Tentar novamente",
    more: "Mostrar mais",
  },
  toast: {
    followFailed: "Não foi possível seguir {{name}}. Tente novamente.",
    unfollowFailed: "Não foi possível deixar de seguir {{name}}. Tente novamente.",
    followFailedSomeone: "Não foi possível seguir. Tente novamente.",
    unfollowFailedSomeone: "Não foi possível deixar de seguir. Tente novamente.",
  },
};
