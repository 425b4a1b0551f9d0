import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { NewsIcon, TipsIcon } from "../icons/UiIcons.tsx";

/**
 * The tabs with nothing to list yet (issue 9): news and media until the content issue fills them, and
 * tips, which the marketplace lists per match only (no list of a team's tips yet; see
 * docs/decisions.md): the team's next match's tips are one link away.
 */
export function TeamComingTab({
  kind,
  nextEvent,
}: {
  readonly kind: "tips" | "news" | "media";
  readonly nextEvent: TeamProfile["nextEvent"];
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  return (
    <Card>
      <div className="line-empty">
        <EmptyState
          icon={kind === "tips" ? <TipsIcon size={26} /> : <NewsIcon size={26} />}
          title={t(`coming.${kind}Title`)}
          body={t(`coming.${kind}Body`)}
        />
        {kind === "tips" && nextEvent && (
          <Link
            to="/$locale/event/$id/tips"
            params={{ locale, id: nextEvent.id }}
            className="button button--ghost"
          >
            {t("coming.nextTips", { home: nextEvent.home.name, away: nextEvent.away.name })}
          </Link>
        )}
      </div>
    </Card>
  );
}
