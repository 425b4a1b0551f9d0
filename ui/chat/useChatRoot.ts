import { useMemo } from "react";
import type { ChatRoot } from "../app/chatActors.ts";
import { useAppActors } from "../app/hooks.ts";

/**
 * The chat's part of the router context when the browser has one (not while the server renders). Apart
 * from useChat.ts so a page that only passes it on (the settings) does not carry the chat's machine.
 */
export const useChatRoot = (): ChatRoot | null => {
  const { chat, authorized, profile, session, toasts } = useAppActors();
  return useMemo(
    () => (chat ? { chat, authorized, profile, session, toasts } : null),
    [chat, authorized, profile, session, toasts],
  );
};
