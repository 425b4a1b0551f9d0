import { useTranslation } from "react-i18next";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { MoreButton } from "../team/MoreButton.tsx";
import { TransfersList } from "../team/TransfersList.tsx";
import { playerTransfersPage } from "./playerPages.ts";

/** The transfers tab (issue 9): the player's moves, newest first, with "more". */
export function PlayerTransfersTab({ playerId }: { readonly playerId: string }) {
  const { t } = useTranslation("team");
  const actor = useStatisticsPage(playerTransfersPage, { playerId });
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="list" label={t("transfers.loading")} />}
      isEmpty={(answer) => answer.nodes.length === 0}
      empty={{ title: t("transfers.noneTitle"), body: t("transfers.noneBody") }}
    >
      {(answer) => (
        <Card title={t("transfers.title")}>
          <TransfersList transfers={answer.nodes} showPlayer={false} />
          <MoreButton actor={actor} />
        </Card>
      )}
    </StatisticsPageStates>
  );
}
