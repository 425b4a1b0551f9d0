import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { MoreButton } from "./MoreButton.tsx";
import { TransfersList } from "./TransfersList.tsx";
import { type TransferDirection, teamTransfersPage } from "./teamPages.ts";

const DIRECTIONS: ReadonlyArray<TransferDirection> = ["ARRIVALS", "DEPARTURES"];

/** The transfers tab (issue 9): arrivals by default, departures on their tab; newest first, with "more". */
export function TeamTransfersTab({ teamId }: { readonly teamId: string }) {
  const { t } = useTranslation("team");
  const [direction, setDirection] = useState<TransferDirection>("ARRIVALS");
  const actor = useStatisticsPage(teamTransfersPage, { teamId, direction });
  const label = direction === "ARRIVALS" ? t("transfers.arrivals") : t("transfers.departures");
  return (
    <div className="team-transfers">
      <fieldset className="tabs">
        <legend className="stat-hidden">{t("transfers.directions")}</legend>
        {DIRECTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === direction ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={option === direction}
            onClick={() => setDirection(option)}
          >
            {option === "ARRIVALS" ? t("transfers.arrivals") : t("transfers.departures")}
          </button>
        ))}
      </fieldset>
      <StatisticsPageStates
        actor={actor}
        skeleton={<StatisticsLoading kind="list" label={t("transfers.loading")} />}
        isEmpty={(answer) => answer.nodes.length === 0}
        empty={{
          title: direction === "ARRIVALS" ? t("transfers.noArrivals") : t("transfers.noDepartures"),
          body: t("transfers.emptyBody"),
        }}
      >
        {(answer) => (
          <Card title={label}>
            <TransfersList transfers={answer.nodes} showPlayer />
            <MoreButton actor={actor} />
          </Card>
        )}
      </StatisticsPageStates>
    </div>
  );
}
