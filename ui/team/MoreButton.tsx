import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { AnyActorRef } from "xstate";
import type { Page } from "../../domain/statistics/paging.ts";
import type { StatisticsPageTag } from "../../machines/statisticsPage/statisticsPageMachine.ts";

/** A paged statistics list's actor as the button reads it. */
export interface PagedListActor extends Pick<AnyActorRef, "subscribe"> {
  getSnapshot(): {
    hasTag(tag: StatisticsPageTag): boolean;
    readonly context: { readonly answer: Page<unknown> | null; readonly failure: unknown };
  };
  send(event: { readonly type: "statisticsPage.more" }): void;
}

/**
 * "More" under a paged list (team results and fixtures, transfers, a player's matches): asks the next page;
 * says so while it loads and when it failed (the list stays, the button asks again). Nothing once the
 * list is whole.
 */
export function MoreButton({ actor }: { readonly actor: PagedListActor }) {
  const { t } = useTranslation("team");
  const hasMore = useSelector(actor, (snapshot) => snapshot.context.answer?.pageInfo.hasNextPage ?? false);
  const loadingMore = useSelector(actor, (snapshot) => snapshot.hasTag("loadingMore"));
  const failed = useSelector(
    actor,
    (snapshot) =>
      snapshot.hasTag("loaded") && !snapshot.hasTag("loadingMore") && snapshot.context.failure !== null,
  );
  if (!hasMore) return null;
  return (
    <div className="stat-more">
      {failed && (
        <p className="stat-more__failed" role="alert">
          {t("more.failed")}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost stat-more__button"
        onClick={() => actor.send({ type: "statisticsPage.more" })}
        disabled={loadingMore}
        aria-busy={loadingMore}
      >
        {loadingMore ? t("more.loading") : t("more.show")}
      </button>
    </div>
  );
}
