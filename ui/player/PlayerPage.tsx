import "../statistics/statistics.css";
// The player stats sheet a match row opens (its chunk loads with the click).
import "../statistics/playerStats.css";
import "../team/team.css";
import "./player.css";
import { useParams } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import {
  StatisticsError,
  StatisticsLoading,
  useStatisticsAnswer,
  useStatisticsStatus,
} from "../statistics/StatisticsPageStates.tsx";
import { PlayerHeader, PlayerHeaderSkeleton } from "./PlayerHeader.tsx";
import { PlayerTabs } from "./PlayerTabs.tsx";
import { playerProfilePage } from "./playerProfilePage.ts";
import { DEFAULT_PLAYER_TAB, isPlayerTab, type PlayerTab } from "./playerTabs.ts";

// Each tab is a chunk of its own, loaded with the tab (server-rendered all the same).
const PlayerMatchesTab = lazy(() =>
  import("./PlayerMatchesTab.tsx").then((m) => ({ default: m.PlayerMatchesTab })),
);
const PlayerTransfersTab = lazy(() =>
  import("./PlayerTransfersTab.tsx").then((m) => ({ default: m.PlayerTransfersTab })),
);

/**
 * `/{locale}/player/{id}[/{tab}]`: a player's page (issue 9), the head and the matches or transfers. The
 * route has checked the tab; an unknown player is the profile machine's `missing` (a 404).
 */
export function PlayerPage() {
  const params = useParams({ strict: false }) as { id?: string; tab?: string };
  const id = params.id ?? "";
  const tab = params.tab ?? DEFAULT_PLAYER_TAB;
  if (!isPlayerTab(tab)) return <NotFoundPage />;
  // One screen per player: another player's page starts from its own loading state.
  return <PlayerScreen key={id} playerId={id} tab={tab} />;
}

function PlayerScreen({ playerId, tab }: { readonly playerId: string; readonly tab: PlayerTab }) {
  const { t } = useTranslation("team");
  const profile = useStatisticsPage(playerProfilePage, { id: playerId });
  const status = useStatisticsStatus(profile);
  const player = useStatisticsAnswer(profile);
  const today = useToday(useAppActors().settings);
  useDocumentTitle(player ? player.name : t("player.loading"));
  if (status === "missing") return <NotFoundPage />;
  return (
    <div className="page stat-page player-page" data-player-id={playerId}>
      {player ? (
        <PlayerHeader player={player} today={today} />
      ) : status === "failed" ? (
        <StatisticsError onRetry={() => profile.send({ type: "statisticsPage.retry" })} />
      ) : (
        <PlayerHeaderSkeleton label={t("player.loading")} />
      )}
      <PlayerTabs playerId={playerId} current={tab} />
      <Suspense fallback={<StatisticsLoading kind={tab === "matches" ? "events" : "list"} />}>
        {tab === "matches" ? (
          <PlayerMatchesTab playerId={playerId} playerName={player?.name} teamId={player?.team.id} />
        ) : (
          <PlayerTransfersTab playerId={playerId} />
        )}
      </Suspense>
    </div>
  );
}
