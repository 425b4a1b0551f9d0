import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useDocumentTitle, useLocale } from "../app/hooks.ts";
import { LiveIcon } from "../icons/UiIcons.tsx";
import { DEFAULT_SPORT } from "../sports/mainSports.ts";

/** The page state of an event id that is malformed or names no event: the catalogue's one message. */
export function EventNotFound({ eventId }: { readonly eventId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t("event.notFoundTitle"));
  return (
    <div className="status-page" data-testid="event-not-found">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{t("event.notFoundTitle")}</h1>
      <p className="status-page__body">{t("event.notFound", { id: eventId })}</p>
      <Link
        to="/$locale/live/$sportCode"
        params={{ locale, sportCode: DEFAULT_SPORT }}
        className="button button--primary button--large"
      >
        <LiveIcon size={18} />
        {t("event.backToLive")}
      </Link>
    </div>
  );
}
