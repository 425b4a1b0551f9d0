import { useState } from "react";
import type { ChatAuthor } from "../../domain/chat/chatMessage.ts";
import { initialsOf } from "../shell/initials.ts";
import { authorHueOf } from "./authorHue.ts";

/** An author's picture, or their initials on a colour of their own when there is none (or it fails). */
export function ChatAvatar({ author }: { readonly author: ChatAuthor }) {
  const [broken, setBroken] = useState(false);
  if (author.avatarUrl && !broken)
    return <img className="chat-avatar" src={author.avatarUrl} alt="" onError={() => setBroken(true)} />;
  return (
    <span className="chat-avatar" aria-hidden="true" data-hue={authorHueOf(author.id)}>
      {initialsOf(author.name)}
    </span>
  );
}
