import { Outlet } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { CookieBanner } from "../settings/CookieBanner.tsx";
import { SystemDrawer } from "../settings/SystemDrawer.tsx";
import { ToastRegion } from "../toasts/ToastRegion.tsx";
import { BottomBar } from "./BottomBar.tsx";
import { Header } from "./Header.tsx";
import { Sidebar } from "./Sidebar.tsx";

/** The page frame of every locale route: header, sidebar, content, bottom bar and the overlays. */
export function AppShell() {
  const { t } = useTranslation();
  const { settings, toasts } = useAppActors();
  const locale = useLocale();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The URL's locale is the one shown: a link or address in another language switches the settings to it
  // (the machine ignores its current locale, so the picker's own URL rewrite does not loop back).
  useEffect(() => {
    settings.send({ type: "settings.locale.change", locale });
  }, [settings, locale]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      {/* The server-rendered page reads without scripts; what needs them says so. */}
      <noscript>
        <p className="noscript-note">{t("app.noScript")}</p>
      </noscript>
      <Header settings={settings} onOpenSettings={() => setDrawerOpen(true)} />
      <div className="shell__body">
        <Sidebar settings={settings} />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <BottomBar onOpenMenu={() => setDrawerOpen(true)} />
      <CookieBanner settings={settings} toasts={toasts} />
      <ToastRegion toasts={toasts} />
      <SystemDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} settings={settings} />
    </div>
  );
}
