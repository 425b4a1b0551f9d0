import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle, useLocale } from "../app/hooks.ts";
import { TipsIcon, TrophyIcon, UserIcon } from "../icons/UiIcons.tsx";

const features = {
  signIn: { icon: <UserIcon size={28} />, title: "comingSoon.signInTitle", body: "comingSoon.signInBody" },
  tips: { icon: <TipsIcon size={28} />, title: "comingSoon.tipsTitle", body: "comingSoon.tipsBody" },
  ranking: {
    icon: <TrophyIcon size={28} />,
    title: "comingSoon.rankingTitle",
    body: "comingSoon.rankingBody",
  },
} as const satisfies Record<string, { icon: ReactElement; title: string; body: string }>;

/** Sections whose back end is not built yet (accounts, tips, ranking): a short note instead of a dead link. */
export function ComingSoonPage({ feature }: { readonly feature: keyof typeof features }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { icon, title, body } = features[feature];
  useDocumentTitle(t(title));
  return (
    <div className="status-page">
      <span className="status-page__icon">{icon}</span>
      <span className="badge">{t("comingSoon.badge")}</span>
      <h1 className="status-page__title">{t(title)}</h1>
      <p className="status-page__body">{t(body)}</p>
      <Link to="/$locale/" params={{ locale }} className="button button--ghost button--large">
        {t("comingSoon.backHome")}
      </Link>
    </div>
  );
}
