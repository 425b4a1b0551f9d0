import { useState } from "react";
import { initialsOf } from "../shell/initials.ts";

/** A user's picture, or their initials on the accent gradient when there is none (or it fails to load). */
export function UserAvatar({ name, url }: { readonly name: string; readonly url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return <img className="avatar follow-avatar" src={url} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className="avatar follow-avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
