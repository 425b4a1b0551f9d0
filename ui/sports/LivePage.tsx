import { useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostRows } from "../common/GhostRows.tsx";
import { LiveIcon } from "../icons/UiIcons.tsx";
import { DEFAULT_SPORT, mainSportByCode } from "./mainSports.ts";
import { SportHeader } from "./SportHeader.tsx";
import { SportTabs } from "./SportTabs.tsx";

/** `/{locale}/live/{sportCode}`: the sport's live line. The route has already checked the sport. */
export function LivePage() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const today = useToday(settings);
  const { sportCode } = useParams({ from: "/$locale/live/$sportCode" });
  const sport = mainSportByCode(sportCode) ?? mainSportByCode(DEFAULT_SPORT)!;
  useDocumentTitle(t("live.title", { sport: t(sport.label) }));

  return (
    <div className="page">
      <SportHeader sport={sport} live />
      <SportTabs sportCode={sport.code} today={today} current="live" />
      <Card>
        <div className="feature-empty">
          <GhostRows count={4} />
          <EmptyState icon={<LiveIcon size={26} />} title={t("live.emptyTitle")} body={t("live.emptyBody")} />
        </div>
      </Card>
    </div>
  );
}
