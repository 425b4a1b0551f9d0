import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { FollowButton as FollowButtonView } from "../../machines/follow/followView.ts";
import type { FollowActors } from "../app/followActors.ts";
import { useLocale } from "../app/hooks.ts";
import { signInHref } from "../auth/signInRedirect.ts";
import { useFollowActors, useFollowButton } from "./useFollow.ts";
import "./follow.css";

/**
 * Follow or Following (a press unfollows) for `userId` (accounts spec section 4): shown at once, rolled
 * back with a toast if the server refuses; none on the viewer's own profile; a visitor's press leads to
 * the sign-in page and back here.
 */
export function FollowButton({ userId, userName }: { readonly userId: string; readonly userName: string }) {
  const actors = useFollowActors();
  const view = useFollowButton(actors, userId);
  return <FollowToggle actors={actors} view={view} userId={userId} userName={userName} />;
}

/** The button itself, for a view that already holds the follow state (the sheet's rows). */
export function FollowToggle({
  actors,
  view,
  userId,
  userName,
  undo = false,
}: {
  readonly actors: FollowActors;
  readonly view: FollowButtonView;
  readonly userId: string;
  readonly userName: string;
  /** A row the viewer just unfollowed in their own list: the press follows again. */
  readonly undo?: boolean;
}) {
  const { t } = useTranslation("follow");
  useSignInOnPress(actors, userId);
  if (view.kind === "none") return null;
  const following = view.kind === "following";
  const saving = "saving" in view && view.saving;
  const label = undo
    ? t("button.undoName", { name: userName })
    : following
      ? t("button.followingName", { name: userName })
      : t("button.followName", { name: userName });
  const className = following ? "button follow-button follow-button--following" : "button follow-button";
  return (
    <button
      type="button"
      className={undo ? `${className} follow-button--undo` : className}
      aria-label={label}
      aria-busy={saving || undefined}
      disabled={view.kind === "loading"}
      data-follow-state={view.kind}
      onClick={() => actors.toggle(userId, userName)}
    >
      {undo ? t("button.undo") : following ? t("button.following") : t("button.follow")}
    </button>
  );
}

/** A visitor's press: the sign-in page, then back to this page. */
const useSignInOnPress = (actors: FollowActors, userId: string) => {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    const subscription = actors.follow.on("follow.signInRequired", ({ leaderId }) => {
      if (leaderId !== userId) return;
      const { pathname, search } = window.location;
      void navigate({ href: signInHref(locale, `${pathname}${search}`) });
    });
    return () => subscription.unsubscribe();
  }, [actors, userId, navigate, locale]);
};
