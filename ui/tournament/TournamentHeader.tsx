import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StatSeason, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { CompetitionMark } from "../home/CompetitionMark.tsx";
import { ChevronDownIcon, TrophyIcon } from "../icons/UiIcons.tsx";
import { kindKey } from "./tournamentKind.ts";
import { tabLink } from "./tournamentLinks.ts";
import type { TournamentTab } from "./tournamentTabs.ts";
import { useSeasonNavigation } from "./useSeasonNavigation.ts";

// The sheet is its own chunk, loaded when opened.
const SeasonSheet = lazy(() =>
  import("./SeasonSheet.tsx").then((module) => ({ default: module.SeasonSheet })),
);

/**
 * The tournament's head: its name, its category with the flag mark, the kind of competition and the
 * season shown, a button opening the tournament season select. An earlier season says so, with the way
 * back to the current one.
 */
export function TournamentHeader({
  profile,
  season,
  tab,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason | undefined;
  readonly tab: TournamentTab;
}) {
  const { t } = useTranslation("tournament");
  const locale = useLocale();
  const [sheetOpen, setSheetOpen] = useState(false);
  const showSeason = useSeasonNavigation(profile, tab);
  const archived = season !== undefined && season.id !== profile.currentSeasonId;
  return (
    <header className="card tournament-header">
      <span className="tournament-header__mark" aria-hidden="true">
        <TrophyIcon size={26} />
      </span>
      <div className="tournament-header__names">
        <h1 className="tournament-header__name">{profile.name}</h1>
        <p className="tournament-header__category">
          <CompetitionMark icon={profile.category.icon} />
          <span>{profile.category.name}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`kind.${kindKey(profile.kind)}`)}</span>
        </p>
      </div>
      {season && (
        <div className="tournament-header__season">
          <button
            type="button"
            className="button button--ghost tournament-header__season-button"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            <span className="tournament-header__season-label">{t("season.label")} </span>
            <span>{season.year}</span>
            <ChevronDownIcon size={16} />
          </button>
          {archived && (
            <Link {...tabLink(locale, profile.id, tab)} className="tournament-header__back">
              {t("season.backToCurrent")}
            </Link>
          )}
        </div>
      )}
      {sheetOpen && (
        <Suspense fallback={null}>
          <SeasonSheet
            open
            title={t("season.sheetTitle")}
            labelId="tournament-season-sheet"
            seasons={profile.seasons}
            currentSeasonId={profile.currentSeasonId}
            shownSeasonId={season?.id}
            onClose={() => setSheetOpen(false)}
            onChoose={(chosen) => {
              setSheetOpen(false);
              showSeason(chosen);
            }}
          />
        </Suspense>
      )}
    </header>
  );
}

export function TournamentHeaderSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="card tournament-header" role="status" aria-label={label} aria-busy="true">
      <span className="ghost tournament-header__mark" aria-hidden="true" />
      <div className="tournament-header__names" aria-hidden="true">
        <span className="ghost tournament-header__ghost-name" />
        <span className="ghost tournament-header__ghost-category" />
      </div>
    </div>
  );
}
