import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { FORM_LETTER } from "../../domain/statistics/teamForm.ts";
import { TeamCrest } from "../event/TeamCrest.tsx";
import { CategoryBadge } from "../feed/CategoryBadge.tsx";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import { FormPills } from "../statistics/FormPills.tsx";
import { useCountryName } from "./useCountryName.ts";

// The sheet and its dialog come when it is first opened.
const TeamFormSheet = lazy(() => import("./TeamFormSheet.tsx").then((m) => ({ default: m.TeamFormSheet })));

/**
 * The team page's head (issue 9): crest, name, where it plays (its category, a national side said so),
 * then venue, manager, foundation year and the form of the last five, which opens the "team form" sheet
 * with those matches.
 */
export function TeamHeader({ team }: { readonly team: TeamProfile }) {
  const { t } = useTranslation("team");
  const [formOpen, setFormOpen] = useState(false);
  const country = useCountryName();
  const facts: ReadonlyArray<readonly [string, string]> = [
    [t("team.country"), country(team.country)],
    [t("team.venue"), team.venue],
    [t("team.manager"), team.managerName],
    // A calendar day kept as its UTC midnight: its year in UTC.
    [
      t("team.founded"),
      team.foundationDate > 0 ? String(new Date(team.foundationDate).getUTCFullYear()) : "",
    ],
  ];
  return (
    <header className="card team-header">
      <div className="team-header__who">
        <TeamCrest teamId={team.id} name={team.name} />
        <div className="team-header__names">
          <h1 className="team-header__name">{team.name}</h1>
          <p className="team-header__place">
            <CategoryBadge icon={team.category.icon} />
            <span>{team.category.name}</span>
            {team.national && <span className="badge team-header__national">{t("team.national")}</span>}
          </p>
        </div>
      </div>
      <dl className="team-facts">
        {facts
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label} className="team-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="team-header__form">
        <span className="team-header__form-label">{t("team.form")}</span>
        {team.form.length > 0 ? (
          <button
            type="button"
            className="team-header__form-button"
            onClick={() => setFormOpen(true)}
            aria-haspopup="dialog"
          >
            <span className="stat-hidden">{t("team.formOpen")}</span>
            <FormPills form={team.form.map((entry) => FORM_LETTER[entry.result])} />
            <ChevronRightIcon size={16} />
          </button>
        ) : (
          <span className="team-header__form-none">{t("team.formNone")}</span>
        )}
      </div>
      {formOpen && (
        <Suspense fallback={null}>
          <TeamFormSheet open team={team} onClose={() => setFormOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** The head's outline while the profile loads. */
export function TeamHeaderSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="card team-header" role="status" aria-label={label} aria-busy="true">
      <div className="team-header__who" aria-hidden="true">
        <span className="ghost team-header__ghost-crest" />
        <div className="team-header__names">
          <span className="ghost team-header__ghost-name" />
          <span className="ghost team-header__ghost-place" />
        </div>
      </div>
      <div className="team-facts" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="ghost team-facts__ghost" />
        ))}
      </div>
    </div>
  );
}
