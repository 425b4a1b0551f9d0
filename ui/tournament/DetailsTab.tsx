import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import { legendOf } from "../../domain/statistics/standingsView.ts";
import type {
  StatSeason,
  StatTeamRef,
  TournamentProfile,
} from "../../domain/statistics/statisticsAnswers.ts";
import {
  type KnockoutSummary,
  knockoutTeamCount,
  knockoutWinner,
  leadersOf,
  type StandingsSummary,
} from "../../domain/statistics/tournamentSummary.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { roundLabel } from "../statistics/roundLabel.ts";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { TeamNameLink } from "../statistics/TeamNameLink.tsx";
import { zoneLabel } from "../statistics/zoneLabel.ts";
import { tieBreakKey } from "./tieBreakWords.ts";
import { kindKey } from "./tournamentKind.ts";
import { knockoutSummaryPage, standingsSummaryPage } from "./tournamentPages.ts";

/**
 * The details tab (the tournament's default): its format, teams, the season shown and how many are on
 * record, who leads (or won the cup), its zones and its tie-break rules in words.
 */
export function DetailsTab({
  profile,
  season,
  locale,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly locale: LocalePath;
}) {
  return (
    <div className="tournament-details">
      {profile.hasStandings ? (
        <StandingsDetails profile={profile} season={season} locale={locale} />
      ) : (
        <KnockoutDetails profile={profile} season={season} locale={locale} />
      )}
      {profile.hasStandings && (
        <div className="tournament-details__rules-row">
          <ZonesCard profile={profile} />
          <TieBreaksCard rules={profile.tieBreakingRules} />
        </div>
      )}
    </div>
  );
}

function StandingsDetails({
  profile,
  season,
  locale,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const actor = useStatisticsPage(standingsSummaryPage, { seasonId: season.id });
  return (
    <StatisticsPageStates<StandingsSummary>
      actor={actor}
      skeleton={<StatisticsLoading kind="list" count={4} />}
      empty={{ body: t("standings.none") }}
    >
      {(summary) => (
        <AboutCard profile={profile} season={season} teams={summary.teams.length}>
          <LeadersFacts summary={summary} locale={locale} />
        </AboutCard>
      )}
    </StatisticsPageStates>
  );
}

function LeadersFacts({
  summary,
  locale,
}: {
  readonly summary: StandingsSummary;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const leaders = leadersOf(summary);
  if (leaders.length === 0)
    return (
      <Fact term={t("details.leader")} wide>
        {t("details.noLeader")}
      </Fact>
    );
  return (
    <Fact term={leaders.length > 1 ? t("details.leaders") : t("details.leader")} wide>
      <ul className="tournament-details__leaders">
        {leaders.map((leader) => (
          <li key={leader.group ?? ""}>
            {leader.group && <span className="tournament-details__group">{leader.group}</span>}
            <TeamLink team={leader.team} locale={locale} />
            <span className="tournament-details__points">
              {t("details.leaderPoints", { points: leader.points, played: leader.played })}
            </span>
          </li>
        ))}
      </ul>
    </Fact>
  );
}

function KnockoutDetails({
  profile,
  season,
  locale,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const statistics = useTranslation("statistics").t;
  const actor = useStatisticsPage(knockoutSummaryPage, { seasonId: season.id });
  return (
    <StatisticsPageStates<KnockoutSummary>
      actor={actor}
      skeleton={<StatisticsLoading kind="list" count={4} />}
      empty={{ body: t("knockout.none") }}
    >
      {(summary) => {
        const winner = knockoutWinner(summary);
        const current = summary.rounds.find((round) => round.id === summary.currentRoundId);
        return (
          <AboutCard profile={profile} season={season} teams={knockoutTeamCount(summary)}>
            {winner ? (
              <Fact term={t("details.winner")} wide>
                <TeamLink team={winner} locale={locale} />
              </Fact>
            ) : (
              current && (
                <Fact term={t("details.inPlay")} wide>
                  {roundLabel(statistics, current.type, current.number)}
                </Fact>
              )
            )}
          </AboutCard>
        );
      }}
    </StatisticsPageStates>
  );
}

function AboutCard({
  profile,
  season,
  teams,
  children,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly teams: number;
  readonly children: ReactNode;
}) {
  const { t, i18n } = useTranslation("tournament");
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t("details.about")} className="tournament-details__about">
      <dl className="tournament-facts">
        <Fact term={t("details.format")}>{t(`kind.${kindKey(profile.kind)}`)}</Fact>
        <Fact term={t("details.teams")}>{count.format(teams)}</Fact>
        <Fact term={t("details.season")}>{season.year}</Fact>
        <Fact term={t("details.seasons")}>{count.format(profile.seasons.length)}</Fact>
        {children}
      </dl>
    </Card>
  );
}

function Fact({
  term,
  children,
  wide = false,
}: {
  readonly term: string;
  readonly children: ReactNode;
  /** A fact that takes a whole line (the leader, the winner). */
  readonly wide?: boolean;
}) {
  return (
    <div className={wide ? "tournament-facts__fact tournament-facts__fact--wide" : "tournament-facts__fact"}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function TeamLink({ team, locale }: { readonly team: StatTeamRef; readonly locale: LocalePath }) {
  return (
    <TeamNameLink teamId={team.id} locale={locale} className="tournament-details__team">
      {team.name}
    </TeamNameLink>
  );
}

function ZonesCard({ profile }: { readonly profile: TournamentProfile }) {
  const { t } = useTranslation("tournament");
  const statistics = useTranslation("statistics").t;
  const zones = [...profile.zones].sort((a, b) => a.from - b.from);
  return (
    <Card title={t("details.zones")} className="tournament-details__zones">
      {zones.length === 0 ? (
        <p className="tournament-details__note">{t("details.noZones")}</p>
      ) : (
        <ul className="tournament-zones">
          {zones.map((zone) => (
            <li key={`${zone.kind}-${zone.from}`} className="tournament-zones__zone">
              <span className={`zone-swatch zone-swatch--${zone.kind}`} aria-hidden="true" />
              <span className="tournament-zones__places">
                {zone.from === zone.to
                  ? t("details.zonePlace", { from: zone.from })
                  : t("details.zonePlaces", { from: zone.from, to: zone.to })}
              </span>
              <span>{zoneLabel(statistics, legendOf([zone])[0]!)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function TieBreaksCard({ rules }: { readonly rules: ReadonlyArray<string> }) {
  const { t } = useTranslation("tournament");
  const known = rules.flatMap((rule) => {
    const key = tieBreakKey(rule);
    return key ? [{ rule, key }] : [];
  });
  return (
    <Card title={t("details.tieBreaks")} className="tournament-details__rules">
      <p className="tournament-details__note">{t("details.tieBreaksIntro")}</p>
      <ol className="tournament-rules">
        {known
          .filter(({ rule }) => rule !== "points")
          .map(({ rule, key }) => (
            <li key={rule} data-rule={rule}>
              {t(`rules.${key}`)}
            </li>
          ))}
      </ol>
    </Card>
  );
}
