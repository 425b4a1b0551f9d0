import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type {
  StatEvent,
  StatEventPage,
  TournamentProfile,
} from "../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import { roundLabel } from "../statistics/roundLabel.ts";
import { StatEventList } from "../statistics/StatEventList.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { tabLink } from "./tournamentLinks.ts";
import { latestResultsPage, roundResultsPage } from "./tournamentPages.ts";
import { seasonSearch } from "./tournamentSearch.ts";

/** Rounds are numbered from one in every tournament of the world and of the imported seasons. */
const FIRST_ROUND = 1;

/**
 * The results tab: one round of finished matches at a time, the latest by default, with steps back and
 * forward (`?round=`, links, so each round has its address). The latest round comes from the season's
 * finished matches newest round first; an earlier one is asked for by its number.
 */
export function ResultsTab({
  profile,
  seasonId,
  round,
  locale,
  timeZone,
}: {
  readonly profile: TournamentProfile;
  readonly seasonId: string;
  readonly round: number | undefined;
  readonly locale: LocalePath;
  readonly timeZone: string;
}) {
  const { t } = useTranslation("tournament");
  const latest = useStatisticsPage(latestResultsPage, { seasonId });
  return (
    <StatisticsPageStates<StatEventPage>
      actor={latest}
      skeleton={<StatisticsLoading kind="events" />}
      isEmpty={(answer) => answer.nodes.length === 0}
      empty={{ body: t("results.none") }}
    >
      {(answer) => {
        const latestRound = answer.nodes[0]!.round;
        const shown = round !== undefined && round < latestRound ? round : latestRound;
        const step = { profile, seasonId, latestRound, locale };
        return (
          <Card className="tournament-results">
            {shown === latestRound ? (
              <RoundView
                events={answer.nodes.filter((event) => event.round === latestRound)}
                round={shown}
                step={step}
                timeZone={timeZone}
              />
            ) : (
              <EarlierRound seasonId={seasonId} round={shown} step={step} timeZone={timeZone} />
            )}
          </Card>
        );
      }}
    </StatisticsPageStates>
  );
}

interface Stepping {
  readonly profile: TournamentProfile;
  readonly seasonId: string;
  readonly latestRound: number;
  readonly locale: LocalePath;
}

function EarlierRound({
  seasonId,
  round,
  step,
  timeZone,
}: {
  readonly seasonId: string;
  readonly round: number;
  readonly step: Stepping;
  readonly timeZone: string;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(roundResultsPage, { seasonId, round });
  return (
    <StatisticsPageStates<StatEventPage>
      actor={actor}
      skeleton={
        <>
          <RoundStepper round={round} label={null} step={step} />
          <StatisticsLoading kind="events" count={6} />
        </>
      }
      isEmpty={(answer) => answer.nodes.length === 0}
      empty={{ body: t("results.noneInRound") }}
    >
      {(answer) => <RoundView events={answer.nodes} round={round} step={step} timeZone={timeZone} />}
    </StatisticsPageStates>
  );
}

function RoundView({
  events,
  round,
  step,
  timeZone,
}: {
  readonly events: ReadonlyArray<StatEvent>;
  readonly round: number;
  readonly step: Stepping;
  readonly timeZone: string;
}) {
  const statistics = useTranslation("statistics").t;
  const first = events[0];
  return (
    <>
      <RoundStepper
        round={round}
        label={first ? roundLabel(statistics, first.roundType, first.round) : null}
        step={step}
      />
      <StatEventList
        events={events}
        grouping="round"
        locale={step.locale}
        timeZone={timeZone}
        singleHead={false}
      />
    </>
  );
}

/** The round shown between a step back and a step forward; a step past either end is a disabled button. */
function RoundStepper({
  round,
  label,
  step,
}: {
  readonly round: number;
  readonly label: string | null;
  readonly step: Stepping;
}) {
  const { t } = useTranslation("tournament");
  const statistics = useTranslation("statistics").t;
  const link = (to: number) => ({
    ...tabLink(step.locale, step.profile.id, "results"),
    search: {
      ...seasonSearch(step.seasonId, step.profile.currentSeasonId),
      ...(to === step.latestRound ? {} : { round: to }),
    },
    resetScroll: false,
  });
  return (
    <div className="round-stepper">
      {round > FIRST_ROUND ? (
        <Link
          {...link(round - 1)}
          className="icon-button round-stepper__back"
          aria-label={t("results.previous")}
        >
          <ChevronRightIcon size={18} />
        </Link>
      ) : (
        <button
          type="button"
          className="icon-button round-stepper__back"
          disabled
          aria-label={t("results.previous")}
        >
          <ChevronRightIcon size={18} />
        </button>
      )}
      <h2 className="round-stepper__round">{label ?? statistics("round", { number: round })}</h2>
      {round < step.latestRound ? (
        <Link {...link(round + 1)} className="icon-button round-stepper__next" aria-label={t("results.next")}>
          <ChevronRightIcon size={18} />
        </Link>
      ) : (
        <button
          type="button"
          className="icon-button round-stepper__next"
          disabled
          aria-label={t("results.next")}
        >
          <ChevronRightIcon size={18} />
        </button>
      )}
    </div>
  );
}
