import { lazy, Suspense, useState } from "react";
import type { PublicUser } from "../../domain/accounts/publicUser.ts";
import { initialsOf } from "../shell/initials.ts";
import { TipsterCounts } from "./TipsterCounts.tsx";

// The follow machinery (counts that move with the viewer's presses, the button, the sheet): its own chunk.
const TipsterSocial = lazy(() =>
  import("./TipsterSocial.tsx").then((module) => ({ default: module.TipsterSocial })),
);

/**
 * The profile's head: the picture (or initials), name and biography, then the counts and the follow button
 * (TipsterSocial).
 */
export function TipsterHeader({ user }: { readonly user: PublicUser }) {
  return (
    <header className="card tipster-header">
      <TipsterAvatar name={user.name} url={user.avatar} />
      <div className="tipster-header__who">
        <h1 className="tipster-header__name">{user.name}</h1>
        {user.biography && <p className="tipster-header__bio">{user.biography}</p>}
      </div>
      {/* The follow machinery comes in its own chunk: until it does, the server's counts stand as they are. */}
      <Suspense
        fallback={<TipsterCounts user={user} followers={user.followersIds} following={user.followingIds} />}
      >
        <TipsterSocial user={user} />
      </Suspense>
    </header>
  );
}

/** The user's picture, or their initials on the accent when there is none or it fails to load. */
function TipsterAvatar({ name, url }: { readonly name: string; readonly url: string | null }) {
  const [broken, setBroken] = useState(false);
  return url && !broken ? (
    <img className="tipster-header__avatar" src={url} alt="" onError={() => setBroken(true)} />
  ) : (
    <span className="tipster-header__avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/** The head's outline while the profile loads. */
export function TipsterHeaderSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="card tipster-header" role="status" aria-label={label} aria-busy="true">
      <span className="ghost tipster-header__avatar" aria-hidden="true" />
      <div className="tipster-header__who" aria-hidden="true">
        <span className="ghost tipster-header__ghost-name" />
        <span className="ghost tipster-header__ghost-bio" />
      </div>
    </div>
  );
}
