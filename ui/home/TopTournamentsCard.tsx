import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { TrophyIcon } from "../icons/UiIcons.tsx";
import { CompetitionMark } from "./CompetitionMark.tsx";
import type { HomePageActorRef } from "./homePageActor.ts";

/**
 * The top tournaments of the chosen sport (5, by priority), each with what it has on: matches in play and
 * matches to come. Tournament pages are not built yet, so the rows do not lead anywhere.
 */
export function TopTournamentsCard({ home }: { readonly home: HomePageActorRef }) {
  const { t } = useTranslation();
  const loading = useSelector(home, (snapshot) => snapshot.hasTag("loading"));
  const tournaments = useSelector(home, (snapshot) => snapshot.context.answer?.topTournaments);

  let body: ReactNode;
  if (loading) body = <GhostList kind="list" count={5} />;
  else if (!tournaments) body = <EmptyState compact body={t("home.tournamentsUnavailable")} />;
  else if (tournaments.length === 0) body = <EmptyState compact body={t("home.noTournaments")} />;
  else
    body = (
      <ol className="top-tournaments">
        {tournaments.map((tournament) => (
          <li key={tournament.id} className="top-tournament" data-tournament-id={tournament.id}>
            <CompetitionMark icon={tournament.category.icon} />
            <span className="top-tournament__names">
              <span className="top-tournament__name">{tournament.name}</span>
              <span className="top-tournament__category">{tournament.category.name}</span>
            </span>
            <span className="top-tournament__counts">
              {tournament.liveEventCount > 0 && (
                <span className="top-tournament__live">
                  <span className="live-dot" aria-hidden="true" />
                  {t("home.liveCount", { number: tournament.liveEventCount })}
                </span>
              )}
              {tournament.upcomingEventCount > 0 && (
                <span className="top-tournament__upcoming">
                  {t("home.upcomingCount", { number: tournament.upcomingEventCount })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    );

  return (
    <Card title={t("home.topTournaments")} icon={<TrophyIcon size={18} />} className="top-tournaments-card">
      {body}
    </Card>
  );
}
