import { Link, useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale, useToday } from "../app/hooks.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { SportIcon } from "../icons/SportIcon.tsx";
import { MAIN_SPORTS } from "../sports/mainSports.ts";

/** The five main sports under the header bar; each opens today's full line for that sport. */
export function SportNav({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = useToday(settings);
  const { sportCode } = useParams({ strict: false });
  return (
    <nav className="sport-nav" aria-label={t("nav.sports")}>
      <ul className="sport-nav__list">
        {MAIN_SPORTS.map((sport) => {
          const current = sport.code === sportCode;
          return (
            <li key={sport.code}>
              <Link
                to="/$locale/all/$sportCode/$date"
                params={{ locale, sportCode: sport.code, date: today }}
                className={current ? "sport-nav__link sport-nav__link--current" : "sport-nav__link"}
                aria-current={current ? "true" : undefined}
              >
                <SportIcon sport={sport.code} size={18} />
                <span>{t(sport.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
