import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { MoonIcon, SunIcon } from "../icons/UiIcons.tsx";

/** One tap between dark and light; the icon shows where the tap leads. */
export function ThemeToggle({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const theme = useSelector(settings, (snapshot) => snapshot.context.theme);
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-toggle"
      aria-label={theme === "dark" ? t("theme.switchToLight") : t("theme.switchToDark")}
      onClick={() => settings.send({ type: "settings.theme.toggle" })}
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
