import { Fragment, useMemo } from "react";
import { CHAT_LINK_HOSTS } from "../../domain/chat/chatLinkHosts.ts";
import { chatTextSegments } from "../../domain/chat/chatText.ts";

/** The allowed hosts and the page's own (a link to another page of the app). */
const hostsOf = (): ReadonlyArray<string> =>
  typeof window === "undefined" ? CHAT_LINK_HOSTS : [...CHAT_LINK_HOSTS, window.location.hostname];

/**
 * A message's text as typed: every piece is React text (markup shows as written, never parsed), and only
 * links to an allowed host are links, opened apart from the page and marked as user content.
 */
export function ChatText({ text }: { readonly text: string }) {
  const segments = useMemo(() => chatTextSegments(text, hostsOf()), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === "text" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, in order, never moved.
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            key={index}
            className="chat-link"
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
          >
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}
