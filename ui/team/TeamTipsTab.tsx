import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { TEAM_TIP_LISTS } from "../../domain/tips/teamTipsQuery.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { teamTipsKey, teamTipsLogicOf, teamTipsRequest } from "../app/teamTipsActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TipCardView } from "../tips/TipCardView.tsx";
import { TipListView } from "../tips/TipListView.tsx";

/**
 * `/{locale}/team/{id}/tips` (issue 9): the marketplace's tips on the team's matches, the open ones (soonest
 * match first) or the settled ones with their result, as the tips page shows them (the same cards, their
 * unlock and countdown), each with the way to its match. The route's loader rendered the open tips on the
 * server as a visitor sees them; the browser reloads them as the viewer. With no open tip, the team's next
 * match's Tips tab is one link away, where a tip on it can be published.
 */
export function TeamTipsTab({
  teamId,
  nextEvent,
}: {
  readonly teamId: string;
  /** From the team's profile once it is in (null: no match scheduled). */
  readonly nextEvent: TeamProfile["nextEvent"] | undefined;
}) {
  const { t } = useTranslation("team");
  const { t: tipsT } = useTranslation("tips");
  const actors = useAppActors();
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const list = usePageActor(teamTipsLogicOf(actors), {
    key: teamTipsKey(teamId),
    input: teamTipsRequest(teamId),
    id: "teamTips",
    inspect: actors.tips.inspect,
    resume: { type: "teamTips.resume" },
  });
  const current = useSelector(list, (snapshot) => snapshot.context.request.list);
  const nextTips = current === "open" && nextEvent && (
    <Link to="/$locale/event/$id/tips" params={{ locale, id: nextEvent.id }} className="button button--ghost">
      {t("tips.nextTips", { home: nextEvent.home.name, away: nextEvent.away.name })}
    </Link>
  );

  return (
    <div className="team-tips">
      <fieldset className="tabs">
        <legend className="stat-hidden">{t("tips.lists")}</legend>
        {TEAM_TIP_LISTS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={option === current}
            onClick={() => list.send({ type: "teamTips.list.select", list: option })}
          >
            {t(`tips.${option}`)}
          </button>
        ))}
      </fieldset>
      <TipListView
        list={list}
        prefix="teamTips"
        labels={{
          loading: tipsT("loadingMore"),
          errorTitle: tipsT("errorTitle"),
          errorBody: tipsT("errorBody"),
          retry: tipsT("retry"),
          emptyTitle: current === "open" ? t("tips.openEmptyTitle") : t("tips.settledEmptyTitle"),
          emptyBody: current === "open" ? t("tips.openEmptyBody") : t("tips.settledEmptyBody"),
          more: tipsT("more"),
          loadingMore: tipsT("loadingMore"),
          moreFailed: tipsT("moreFailed"),
        }}
        emptyAction={nextTips || undefined}
        renderTip={(tip, onUnlocked) => (
          <div className="team-tip">
            {tip.predictionResult !== null && <TipResult result={tip.predictionResult} />}
            <TipCardView tip={tip} timeZone={timeZone.name} onUnlocked={onUnlocked} />
            <Link
              to="/$locale/event/$id/tips"
              params={{ locale, id: tip.selection.eventId }}
              hash={`tip-${tip.id}`}
              className="button button--ghost team-tip__match"
              // The visible words first, then which tip: one name per link, each saying its own.
              aria-label={`${t("tips.match")}: ${tip.title}`}
            >
              {t("tips.match")}
            </Link>
          </div>
        )}
      />
    </div>
  );
}

/** A settled tip's result, over its card. */
function TipResult({ result }: { readonly result: NonNullable<TipCard["predictionResult"]> }) {
  const { t } = useTranslation("team");
  return (
    <p className="team-tip__result">
      <span className={`tip-result tip-result--${result}`}>{t(`tips.result.${result}`)}</span>
    </p>
  );
}
