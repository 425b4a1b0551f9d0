import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TimelineScoring } from "../../../domain/statistics/incidentTimeline.ts";
import type { EventStatisticsAnswer } from "../../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../../app/statisticsPages.ts";
import { StatisticsLoading, StatisticsPageStates } from "../../statistics/StatisticsPageStates.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { eventStatisticsPage } from "./eventStatsData.ts";
import { IncidentsCard } from "./IncidentsCard.tsx";
import { MatchStatsCard } from "./MatchStatsCard.tsx";
import { MatchStatsInfoSheet } from "./MatchStatsInfoSheet.tsx";
import { MomentumCard } from "./MomentumCard.tsx";
import { sportRules } from "./sportRules.ts";
import { useLiveRefresh } from "./useLiveRefresh.ts";

/**
 * `/event/{id}/statistics`: the attack-momentum graph, the incidents timeline and the match statistics by
 * period, from the event's statistics answer; refreshed while the match is played (useLiveRefresh).
 */
export function StatisticsTab({ event, sportCatalogue }: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  const actor = useStatisticsPage(eventStatisticsPage, { eventId: event.id });
  useLiveRefresh(actor, event);
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="list" label={t("loading")} />}
      empty={{ title: t("none.title"), body: t("none.body") }}
    >
      {(answer) => <StatisticsView answer={answer} sportCatalogue={sportCatalogue} />}
    </StatisticsPageStates>
  );
}

function StatisticsView({
  answer,
  sportCatalogue,
}: {
  readonly answer: EventStatisticsAnswer;
  readonly sportCatalogue: string | undefined;
}) {
  const [infoOpen, setInfoOpen] = useState(false);
  const rules = sportRules(sportCatalogue);
  const scoring: TimelineScoring = rules.scoring;
  return (
    <div className="event-stats event-stats--statistics">
      <MomentumCard
        answer={answer}
        regulation={rules.regulation}
        breaks={rules.breaks}
        byPoint={rules.regulation === null}
      />
      <div className="event-stats__columns">
        <IncidentsCard
          incidents={answer.incidents}
          scoring={scoring}
          started={answer.event.status !== "not_started"}
          home={answer.event.home}
          away={answer.event.away}
        />
        <MatchStatsCard statistics={answer.statistics} onInfo={() => setInfoOpen(true)} />
      </div>
      {infoOpen && <MatchStatsInfoSheet onClose={() => setInfoOpen(false)} />}
    </div>
  );
}
