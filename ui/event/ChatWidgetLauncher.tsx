import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { BubbleIcon } from "../chat/ChatIcons.tsx";

// The widget, the chat's machine and its words come when the button is first pressed.
const ChatWidget = lazy(() => import("../chat/ChatWidget.tsx").then((m) => ({ default: m.ChatWidget })));

/**
 * The live chat button of a live event's page (issue 11): it opens the chat widget over the page, and
 * closes it. Shown once the page is the browser's (the server renders no chat).
 */
export function ChatWidgetLauncher({ eventId }: { readonly eventId: string }) {
  const { t } = useTranslation("eventStats");
  const { strings, chat } = useAppActors();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  if (!hydrated || !chat) return null;
  const toggle = async () => {
    if (open) return setOpen(false);
    setOpening(true);
    await strings(["chat"]);
    setOpening(false);
    setOpen(true);
  };
  return (
    <>
      {!open && (
        <button
          type="button"
          className="chat-launcher"
          aria-busy={opening || undefined}
          aria-haspopup="dialog"
          onClick={() => void toggle()}
          data-testid="chat-launcher"
        >
          <span className="live-dot" aria-hidden="true" />
          <BubbleIcon size={20} />
          {t("tabs.chat")}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatWidget eventId={eventId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
