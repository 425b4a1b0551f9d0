import { useTranslation } from "react-i18next";
import { SportIcon } from "../icons/SportIcon.tsx";
import type { MainSport } from "./mainSports.ts";

/** A sport page's title: its icon, its name and, on the live line, a pulsing live badge. */
export function SportHeader({ sport, live = false }: { readonly sport: MainSport; readonly live?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="page__header sport-header">
      <span className="sport-header__icon">
        <SportIcon sport={sport.code} size={24} />
      </span>
      <h1 className="page__title">{t(sport.label)}</h1>
      {live && <span className="live-badge">{t("sportPage.live")}</span>}
    </header>
  );
}
