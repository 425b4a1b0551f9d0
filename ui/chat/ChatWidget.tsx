import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { CloseIcon } from "../icons/UiIcons.tsx";
import { ExpandIcon } from "./ChatIcons.tsx";
import { ChatPanel } from "./ChatPanel.tsx";
import { useChatRoot } from "./useChatRoot.ts";

/**
 * The live chat widget (sports-data section 2): the event's chat in a compact panel floating over a live
 * event's page, with a way to the full tab. Not modal: the page stays usable beside it; Escape closes it.
 */
export function ChatWidget({ eventId, onClose }: { readonly eventId: string; readonly onClose: () => void }) {
  const { t } = useTranslation("chat");
  const locale = useLocale();
  const root = useChatRoot();
  const frame = useRef<HTMLDivElement>(null);
  // Focus moves into the panel as it opens, so the keyboard is where the eyes are.
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>("textarea, .chat-list")?.focus();
  }, []);
  if (!root) return null;
  return (
    <div
      ref={frame}
      className="chat-widget"
      role="dialog"
      aria-label={t("title")}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      data-testid="chat-widget"
    >
      <ChatPanel
        root={root}
        eventId={eventId}
        compact
        headerEnd={
          <>
            <Link
              to="/$locale/event/$id/$tab"
              params={{ locale, id: eventId, tab: "chat" }}
              className="icon-button chat-header__button"
              aria-label={t("widget.openTab")}
              title={t("widget.openTab")}
              onClick={onClose}
            >
              <ExpandIcon size={16} />
            </Link>
            <button
              type="button"
              className="icon-button chat-header__button"
              aria-label={t("widget.close")}
              onClick={onClose}
            >
              <CloseIcon size={18} />
            </button>
          </>
        }
      />
    </div>
  );
}
