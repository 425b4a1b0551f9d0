import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Spanish. */
export const translations: FollowTranslations = {
  button: {
    follow: "Seguir",
    following: "Siguiendo",
    undo: "Deshacer",
    followName: "Seguir a {{name}}",
    followingName: "Siguiendo a {{name}}, pulsa para dejar de seguir",
    undoName: "Deshacer: volver a seguir a {{name}}",
  },
  sheet: {
    followersTitle: "Seguidores",
    followingTitle: "Siguiendo",
    followersEmpty: "Aún no tiene seguidores.",
    followingEmpty: "Aún no sigue a nadie.",
    unfollowed: "Dejaste de seguir",
    loadFailed: "No se pudo cargar la lista.",
    retry: "Reintentar",
    more: "Ver más",
  },
  toast: {
    followFailed: "No se pudo seguir a {{name}}. Inténtalo de nuevo.",
    unfollowFailed: "No se pudo dejar de seguir a {{name}}. Inténtalo de nuevo.",
    followFailedSomeone: "No se pudo seguir. Inténtalo de nuevo.",
    unfollowFailedSomeone: "No se pudo dejar de seguir. Inténtalo de nuevo.",
  },
};
