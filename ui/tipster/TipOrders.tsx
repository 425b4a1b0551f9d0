import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { signInHref } from "../auth/signInRedirect.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { LockIcon } from "../feed/FeedIcons.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { TipsSkeleton } from "../tips/TipsSkeleton.tsx";
import { LazyTipsterTipsList } from "./LazyTipsterTipsList.tsx";

/**
 * The tips the profile's owner bought (`/view/tip-orders/{sport}`), for the owner alone: a visitor is asked
 * to sign in (and comes back here), another signed-in user gets the not-found page, as if the tab did not
 * exist. The server renders for a visitor, so the list is the browser's.
 */
export function TipOrders({
  userId,
  viewerId,
  sportId,
}: {
  readonly userId: string;
  readonly viewerId: string | null | undefined;
  readonly sportId: string;
}) {
  const { t } = useTranslation("tipster");
  const locale = useLocale();
  const navigate = useNavigate();
  if (viewerId === undefined) return <TipsSkeleton label={t("list.loading")} />;
  if (viewerId === null)
    return (
      <Card>
        <div className="line-empty">
          <EmptyState
            icon={<LockIcon size={26} />}
            title={t("orders.signInTitle")}
            body={t("orders.signInBody")}
          />
          {/* Known only in the browser (the server renders for a visitor): the page comes back to this path. */}
          <button
            type="button"
            className="button button--primary"
            onClick={() => void navigate({ href: signInHref(locale, window.location.pathname) })}
          >
            {t("orders.signIn")}
          </button>
        </div>
      </Card>
    );
  if (viewerId !== userId) return <NotFoundPage />;
  return <LazyTipsterTipsList request={{ list: "orders", userId, sportId }} />;
}
