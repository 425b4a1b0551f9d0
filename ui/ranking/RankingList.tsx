import { useLocation } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { RankingRequest } from "../../domain/tips/rankingQuery.ts";
import { MIN_SETTLED_FOR_RANKING } from "../../domain/tips/stats/ranking.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { rankingActorsOf, rankingPageKey } from "../app/rankingActors.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { signInHref } from "../auth/signInRedirect.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { RetryCard } from "../common/RetryCard.tsx";
import { TrophyIcon, UsersIcon } from "../icons/UiIcons.tsx";
import { RankingRowView } from "./RankingRowView.tsx";
import { rankingFormat } from "./rankingFormat.ts";

/** Whether the viewer is signed in, as the browser knows it once hydrated (the server renders a visitor's). */
export const useSignedIn = (): boolean => {
  const { session } = useAppActors();
  const hydrated = useHydrated();
  return useSelector(session, (snapshot) => snapshot.hasTag("signedIn")) && hydrated;
};

/** The ranking machine of `request` for as long as the list is mounted, told who is looking. */
export const useRankingActor = (request: RankingRequest) => {
  const ranking = rankingActorsOf(useAppActors().ranking);
  const signedIn = useSignedIn();
  const actor = usePageActor(ranking.logic, {
    key: rankingPageKey(request),
    input: { request, signedIn },
    inspect: ranking.deps.inspect,
    resume: { type: "ranking.resume" },
  });
  useEffect(() => {
    actor.send({ type: signedIn ? "ranking.viewer.signedIn" : "ranking.viewer.signedOut" });
  }, [actor, signedIn]);
  return actor;
};

/** The ranking page's list: the rows, or why there are none (loading, failed, empty, signed out). */
export function RankingList({ request }: { readonly request: RankingRequest }) {
  const { t, i18n } = useTranslation("ranking");
  const locale = useLocale();
  const { pathname } = useLocation();
  const page = useRankingActor(request);
  const rows = useSelector(page, (snapshot) => snapshot.context.rows);
  const state = useSelector(page, (snapshot) =>
    snapshot.hasTag("failed")
      ? "failed"
      : snapshot.hasTag("signInRequired")
        ? "signIn"
        : snapshot.hasTag("loaded")
          ? "loaded"
          : "loading",
  );
  const format = rankingFormat(i18n.language);

  if (state === "loading")
    return (
      <Card className="ranking-card">
        <ol className="ranking-list ranking-list--ghost" aria-busy="true" aria-label={t("loading")}>
          {[0, 1, 2, 3, 4].map((n) => (
            <li key={n} className="ranking-row ranking-row--ghost" />
          ))}
        </ol>
      </Card>
    );
  if (state === "failed")
    return (
      <RetryCard
        title={t("errorTitle")}
        body={t("errorBody")}
        retry={t("retry")}
        onRetry={() => page.send({ type: "ranking.retry" })}
      />
    );
  if (state === "signIn")
    return (
      <Card>
        <div className="line-empty">
          <EmptyState icon={<UsersIcon size={26} />} title={t("signInTitle")} body={t("signInBody")} />
          <a className="button button--primary" href={signInHref(locale, pathname)}>
            {t("signIn")}
          </a>
        </div>
      </Card>
    );
  if (rows.length === 0)
    return (
      <Card>
        <EmptyState icon={<TrophyIcon size={26} />} title={t("emptyTitle")} body={emptyBody(request, t)} />
      </Card>
    );
  return (
    <Card className="ranking-card">
      <ol className="ranking-list">
        {rows.map((row) => (
          <RankingRowView key={row.userId} row={row} tab={request.tab} format={format} />
        ))}
      </ol>
    </Card>
  );
}

const emptyBody = (request: RankingRequest, t: ReturnType<typeof useTranslation<"ranking">>["t"]): string => {
  switch (request.tab) {
    case "TOP_PROFIT":
    case "TOP_WIN_RATE":
      return t("emptyQualified", { min: MIN_SETTLED_FOR_RANKING });
    case "TOP_STREAK":
      return t("emptyStreak");
    case "FOLLOWING":
      return t("emptyFollowing");
    default:
      return t("emptyBody");
  }
};
