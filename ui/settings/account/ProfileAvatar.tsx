import { useState } from "react";
import { initialsOf } from "../../shell/initials.ts";

/**
 * A user's picture in a circle, or their initials on the brand colour when there is none (or it cannot be
 * read); `url` may be a stored file or the preview of a file just picked.
 */
export function ProfileAvatar({
  name,
  url,
  size,
}: {
  readonly name: string;
  readonly url: string | null;
  readonly size: "medium" | "large";
}) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const className = `profile-avatar profile-avatar--${size}`;
  if (url && url !== brokenUrl) {
    return <img className={className} src={url} alt="" onError={() => setBrokenUrl(url)} />;
  }
  return (
    <span className={`${className} profile-avatar--initials`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
