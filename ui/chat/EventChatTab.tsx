import { useHydrated } from "../app/useHydrated.ts";
import { ChatPanel, ChatShell } from "./ChatPanel.tsx";
import { useChatRoot } from "./useChatRoot.ts";

/**
 * The event page's Chat tab, `/event/{id}/chat` (issue 11). The server renders its frame loading (the
 * messages, the reader and the room are the browser's), and the browser's first render matches it; then
 * the chat starts.
 */
export function EventChatTab({ eventId }: { readonly eventId: string }) {
  const hydrated = useHydrated();
  const root = useChatRoot();
  return (
    <div className="card chat-card">
      {hydrated && root ? <ChatPanel root={root} eventId={eventId} /> : <ChatShell />}
    </div>
  );
}
