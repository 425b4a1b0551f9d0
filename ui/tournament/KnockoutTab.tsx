import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import { stepRound } from "../../domain/knockout/knockoutLayout.ts";
import { knockoutLayoutOf } from "../../domain/knockout/knockoutLayoutOf.ts";
import type {
  KnockoutAnswer,
  StatSeason,
  TournamentProfile,
} from "../../domain/statistics/statisticsAnswers.ts";
import { knockoutMachine } from "../../machines/knockout/knockoutMachine.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { CalendarIcon, ChevronDownIcon, ChevronRightIcon, TrophyIcon } from "../icons/UiIcons.tsx";
import { roundLabel } from "../statistics/roundLabel.ts";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { KnockoutPairCard } from "./KnockoutPairCard.tsx";
import { SeasonSheet } from "./SeasonSheet.tsx";
import { tournamentKnockoutPage } from "./tournamentPages.ts";
import { useCurrentTabInView } from "./useCurrentTabInView.ts";
import { useSeasonNavigation } from "./useSeasonNavigation.ts";

/**
 * The knockout tab: the season's draw through knockoutMachine (machines/knockout): top tabs (the early
 * rounds, the final rounds), a tab per round of the top tab, forward and back between rounds (which
 * highlight the round's first pair), and the season sheet. Each pair shows its one or two legs, the
 * aggregate of two, and the team that went through.
 */
export function KnockoutTab({
  profile,
  season,
  locale,
  timeZone,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly locale: LocalePath;
  readonly timeZone: string;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(tournamentKnockoutPage, { seasonId: season.id });
  return (
    <StatisticsPageStates<KnockoutAnswer>
      actor={actor}
      skeleton={<StatisticsLoading kind="events" count={8} />}
      isEmpty={(answer) => answer.rounds.length === 0}
      empty={{ body: t("knockout.none"), icon: <TrophyIcon size={26} /> }}
    >
      {(answer) => (
        <KnockoutBoard
          answer={answer}
          profile={profile}
          season={season}
          locale={locale}
          timeZone={timeZone}
        />
      )}
    </StatisticsPageStates>
  );
}

const TOP_TABS = ["knockout", "early", "final"] as const;

function KnockoutBoard({
  answer,
  profile,
  season,
  locale,
  timeZone,
}: {
  readonly answer: KnockoutAnswer;
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly locale: LocalePath;
  readonly timeZone: string;
}) {
  const { t } = useTranslation("tournament");
  const statistics = useTranslation("statistics").t;
  const showSeason = useSeasonNavigation(profile, "knockout");
  // The layout of the season shown; a refreshed answer of the same season keeps its rounds and pairs.
  const layout = useMemo(() => knockoutLayoutOf(answer), [answer]);
  const board = useActorRef(knockoutMachine, { input: { layout, seasonId: answer.seasonId, live: false } });
  const topTabId = useSelector(board, (snapshot) => snapshot.context.topTabId);
  const roundId = useSelector(board, (snapshot) => snapshot.context.roundId);
  const highlightedPairId = useSelector(board, (snapshot) => snapshot.context.highlightedPairId);
  const choosingSeason = useSelector(board, (snapshot) => snapshot.matches("choosingSeason"));
  const stages = useRef<HTMLFieldSetElement>(null);
  const rounds = useRef<HTMLFieldSetElement>(null);
  useCurrentTabInView(stages, topTabId);
  useCurrentTabInView(rounds, roundId);
  const topTab = layout.topTabs.find((tab) => tab.id === topTabId);
  const round = answer.rounds.find((candidate) => candidate.id === roundId);
  const nameOfRound = (id: string) => {
    const found = answer.rounds.find((candidate) => candidate.id === id);
    return found ? roundLabel(statistics, found.type, found.number) : id;
  };
  const topTabName = (id: string, fallback: string) =>
    (TOP_TABS as ReadonlyArray<string>).includes(id)
      ? t(`knockout.tabs.${id as (typeof TOP_TABS)[number]}`)
      : fallback;

  return (
    <Card className="knockout-board">
      <div className="knockout-board__head">
        {layout.topTabs.length > 1 && (
          <fieldset ref={stages} className="tabs knockout-board__stages">
            <legend className="stat-hidden">{t("knockout.stages")}</legend>
            {answer.topTabs
              .filter((tab) => layout.topTabs.some((shown) => shown.id === tab.id))
              .map((tab) => (
                <button
                  key={tab.id}
                  type="button"
                  className={tab.id === topTabId ? "tabs__tab tabs__tab--current" : "tabs__tab"}
                  aria-pressed={tab.id === topTabId}
                  data-top-tab={tab.id}
                  onClick={() => board.send({ type: "knockout.topTab.select", topTabId: tab.id })}
                >
                  {topTabName(tab.id, tab.name)}
                </button>
              ))}
          </fieldset>
        )}
        <button
          type="button"
          className="button button--ghost knockout-board__season"
          aria-haspopup="dialog"
          onClick={() => board.send({ type: "knockout.seasonSheet.open" })}
        >
          <CalendarIcon size={16} />
          <span className="stat-hidden">{t("season.label")} </span>
          {season.year}
          <ChevronDownIcon size={14} />
        </button>
      </div>
      {topTab && (
        <fieldset ref={rounds} className="tabs knockout-board__rounds">
          <legend className="stat-hidden">{t("knockout.rounds")}</legend>
          {topTab.roundIds.map((id) => (
            <button
              key={id}
              type="button"
              className={id === roundId ? "tabs__tab tabs__tab--current" : "tabs__tab"}
              aria-pressed={id === roundId}
              data-round-id={id}
              onClick={() => board.send({ type: "knockout.round.select", roundId: id })}
            >
              {nameOfRound(id)}
            </button>
          ))}
        </fieldset>
      )}
      {round && (
        <>
          <div className="round-stepper knockout-board__stepper">
            <button
              type="button"
              className="icon-button round-stepper__back"
              aria-label={t("knockout.previous")}
              disabled={stepRound(layout, round.id, -1) === undefined}
              onClick={() => board.send({ type: "knockout.round.previous" })}
            >
              <ChevronRightIcon size={18} />
            </button>
            <h2 className="round-stepper__round">{nameOfRound(round.id)}</h2>
            <button
              type="button"
              className="icon-button round-stepper__next"
              aria-label={t("knockout.next")}
              disabled={stepRound(layout, round.id, 1) === undefined}
              onClick={() => board.send({ type: "knockout.round.next" })}
            >
              <ChevronRightIcon size={18} />
            </button>
          </div>
          {round.pairs.length === 0 && <p className="knockout-pairs__empty">{t("knockout.notDrawn")}</p>}
          <ul className="knockout-pairs" data-round-id={round.id}>
            {round.pairs.map((pair) => (
              <KnockoutPairCard
                key={pair.id}
                pair={pair}
                highlighted={pair.id === highlightedPairId}
                locale={locale}
                timeZone={timeZone}
              />
            ))}
          </ul>
        </>
      )}
      <SeasonSheet
        open={choosingSeason}
        title={t("season.sheetTitle")}
        labelId="knockout-season-sheet"
        seasons={profile.seasons}
        currentSeasonId={profile.currentSeasonId}
        shownSeasonId={season.id}
        onClose={() => board.send({ type: "knockout.seasonSheet.close" })}
        onChoose={(chosen) => {
          // The board starts afresh with the chosen season's draw once it loads (the tab is keyed by season).
          board.send({ type: "knockout.seasonSheet.close" });
          showSeason(chosen);
        }}
      />
    </Card>
  );
}
