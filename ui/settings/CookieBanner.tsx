import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import type { SettingsActorRef, ToastsActorRef } from "../app/routerContext.ts";

/** Shown until accepted, and only once stored settings are read, so it never flashes for returning visitors. */
export function CookieBanner({
  settings,
  toasts,
}: {
  readonly settings: SettingsActorRef;
  readonly toasts: ToastsActorRef;
}) {
  const { t } = useTranslation();
  const visible = useSelector(settings, ({ context }) => context.hydrated && context.cookieBannerVisible);
  if (!visible) return null;
  return (
    <section className="cookie-banner" aria-label={t("cookies.label")}>
      <p className="cookie-banner__text">{t("cookies.message")}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          settings.send({ type: "cookieBanner.accept" });
          toasts.send(showToast({ type: "success", message: t("cookies.saved") }));
        }}
      >
        {t("cookies.accept")}
      </button>
    </section>
  );
}
