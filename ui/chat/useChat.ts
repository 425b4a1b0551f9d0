import { useNavigate } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import { ChatErrorCode } from "../../domain/chat/chatCommands.ts";
import type { ChatLanguage } from "../../domain/chat/chatMessage.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { type ChatLogic, type ChatRoot, chatActorsOf, chatViewerOf, connectChat } from "../app/chatActors.ts";
import { useLocale } from "../app/hooks.ts";
import { signInHref } from "../auth/signInRedirect.ts";

export type ChatActorRef = ActorRefFrom<ChatLogic>;

const chatLanguageOf = (language: string): ChatLanguage =>
  LOCALES.find((locale) => locale.language === language)?.language ?? "en";

/**
 * One event's chat actor for as long as the calling component is mounted, joined to the app (the reader's
 * session and profile, toasts, the profile's block list); a visitor's reply or block leads to sign-in.
 */
export const useChatActor = (root: ChatRoot, eventId: string): ChatActorRef => {
  const { t, i18n } = useTranslation("chat");
  const navigate = useNavigate();
  const locale = useLocale();
  const [input] = useState(() => ({
    eventId,
    ...chatViewerOf(root),
    language: chatLanguageOf(i18n.language),
    clientIdPrefix: root.chat.newId(),
  }));
  const actor = useActorRef(chatActorsOf(root).logic, {
    input,
    id: `chat ${eventId}`,
    ...(root.chat.inspect ? { inspect: root.chat.inspect } : {}),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per actor; the words are read when needed.
  useEffect(() => {
    const stop = connectChat(root, actor, {
      tooManyRequests: t("toast.tooManyRequests"),
      failed: (action, failure) =>
        action === "send"
          ? failure.code === ChatErrorCode.bannedWord
            ? t("toast.bannedWord")
            : failure.code === ChatErrorCode.textLength
              ? t("toast.textLength")
              : failure.code === ChatErrorCode.signInRequired
                ? t("toast.signInRequired")
                : t("toast.sendFailed")
          : action === "delete"
            ? t("toast.deleteFailed")
            : action === "block"
              ? t("toast.blockFailed")
              : t("toast.unblockFailed"),
      blocked: () => t("toast.blocked"),
      unblocked: (name) => t("toast.unblocked", { name }),
    });
    const signIn = actor.on("chat.signInRequired", () => {
      void navigate({ href: signInHref(locale, window.location.pathname) });
    });
    return () => {
      stop();
      signIn.unsubscribe();
    };
  }, [actor]);
  return actor;
};
