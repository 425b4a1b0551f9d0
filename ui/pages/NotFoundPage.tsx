import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useDocumentTitle, useLocale } from "../app/hooks.ts";
import { HomeIcon } from "../icons/UiIcons.tsx";

/** The fallback page for any path nothing else matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t("notFound.title"));
  return (
    <div className="status-page" data-testid="not-found">
      <p className="status-page__code" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 className="status-page__title">{t("notFound.title")}</h1>
      <p className="status-page__body">{t("notFound.body")}</p>
      <Link to="/$locale/" params={{ locale }} className="button button--primary button--large">
        <HomeIcon size={18} />
        {t("notFound.home")}
      </Link>
    </div>
  );
}
