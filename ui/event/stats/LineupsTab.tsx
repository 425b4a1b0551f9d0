import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EventStatisticsAnswer, LineupView } from "../../../domain/statistics/statisticsAnswers.ts";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { EventStatisticsTabFrame } from "./EventStatisticsTabFrame.tsx";
import { LineupBench } from "./LineupBench.tsx";
import { LineupPitch, type PitchView } from "./LineupPitch.tsx";
import { ShirtIcon } from "./StatsIcons.tsx";

const VIEWS: ReadonlyArray<PitchView> = ["performance", "positions"];

/**
 * `/event/{id}/lineups`: each team's formation on a pitch, then its bench, missing players and manager.
 * Two views: performance (the default: each player's rating on the pitch, in its band's colour, live while
 * the match is played) and positions (shirts and names only).
 */
export function LineupsTab(props: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <EventStatisticsTabFrame
      tab={props}
      icon={<ShirtIcon size={26} />}
      notOffered={{ title: t("lineups.notOffered.title"), body: t("lineups.notOffered.body") }}
      skeleton="list"
      isEmpty={(answer) => answer.lineups.length === 0}
      empty={{ title: t("lineups.empty.title"), body: t("lineups.empty.body") }}
    >
      {(answer) => <LineupsView answer={answer} />}
    </EventStatisticsTabFrame>
  );
}

function LineupsView({ answer }: { readonly answer: EventStatisticsAnswer }) {
  const { t } = useTranslation("eventStatsTabs");
  const [view, setView] = useState<PitchView>("performance");
  const sides = ["home", "away"] as const;
  return (
    <div className="event-stats event-stats--lineups">
      <fieldset className="tabs event-stats__switch" aria-label={t("lineups.view")}>
        {VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === view ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={option === view}
            onClick={() => setView(option)}
            data-view={option}
          >
            {t(`lineups.${option}`)}
          </button>
        ))}
      </fieldset>
      <div className="lineups">
        {sides.map((side) => {
          const lineup = answer.lineups.find((l) => l.teamType === side);
          const team = answer.event[side];
          return lineup ? (
            <TeamLineup key={side} lineup={lineup} teamName={team.name} team={team} view={view} />
          ) : null;
        })}
      </div>
    </div>
  );
}

function TeamLineup({
  lineup,
  team,
  teamName,
  view,
}: {
  readonly lineup: LineupView;
  readonly team: EventStatisticsAnswer["event"]["home"];
  readonly teamName: string;
  readonly view: PitchView;
}) {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <section
      className={`card lineup lineup--${lineup.teamType}`}
      aria-label={teamName}
      data-side={lineup.teamType}
    >
      <header className="card__header lineup__header">
        <h3 className="card__title lineup__team">{teamName}</h3>
        {lineup.formation && (
          <span className="lineup__formation">
            <span className="stat-hidden">{t("lineups.formation")} </span>
            {lineup.formation}
          </span>
        )}
      </header>
      <LineupPitch lineup={lineup} team={team} view={view} />
      <LineupBench lineup={lineup} view={view} />
    </section>
  );
}
