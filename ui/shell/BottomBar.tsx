import { Link, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { pageOfPath } from "../app/localePath.ts";
import { HomeIcon, LiveIcon, MenuIcon, TipsIcon, TrophyIcon } from "../icons/UiIcons.tsx";
import { DEFAULT_SPORT } from "../sports/mainSports.ts";

/** Phones only (below 560 px): the app's main sections within thumb reach. Menu opens the settings drawer. */
export function BottomBar({ onOpenMenu }: { readonly onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = pageOfPath(useRouterState({ select: (state) => state.location.pathname }));
  const current = (active: boolean) =>
    active ? "bottom-bar__item bottom-bar__item--current" : "bottom-bar__item";
  return (
    <nav className="bottom-bar" aria-label={t("nav.main")}>
      {/* Every page is below the home's path: only the home itself is the current page. */}
      <Link
        to="/$locale/"
        params={{ locale }}
        activeOptions={{ exact: true }}
        className={current(page === "/")}
      >
        <HomeIcon size={22} />
        <span>{t("nav.home")}</span>
      </Link>
      <Link
        to="/$locale/live/$sportCode"
        params={{ locale, sportCode: DEFAULT_SPORT }}
        className={current(page.startsWith("/live/"))}
      >
        <LiveIcon size={22} />
        <span>{t("nav.live")}</span>
      </Link>
      <Link
        to="/$locale/tips/$sportCode"
        params={{ locale, sportCode: DEFAULT_SPORT }}
        className={current(page.startsWith("/tips/"))}
      >
        <TipsIcon size={22} />
        <span>{t("nav.tips")}</span>
      </Link>
      <Link
        to="/$locale/tipsters-ranking/$sportCode"
        params={{ locale, sportCode: DEFAULT_SPORT }}
        className={current(page.startsWith("/tipsters-ranking/"))}
      >
        <TrophyIcon size={22} />
        <span>{t("nav.ranking")}</span>
      </Link>
      <button type="button" className="bottom-bar__item" onClick={onOpenMenu}>
        <MenuIcon size={22} />
        <span>{t("nav.menu")}</span>
      </button>
    </nav>
  );
}
