import { useTranslation } from "react-i18next";

/** The event page's shape while its snapshot is on the way. */
export function EventSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="event-skeleton" aria-busy="true" aria-label={t("feed.loading")}>
      <span className="ghost" style={{ width: "46%" }} />
      <section className="card event-hero">
        <div className="event-hero__board">
          <span className="ghost ghost--crest" />
          <span className="ghost ghost--big-score" />
          <span className="ghost ghost--crest" />
        </div>
      </section>
      <section className="card event-skeleton__markets">
        <span className="ghost" style={{ width: "30%" }} />
        <span className="ghost ghost--odds-row" />
        <span className="ghost" style={{ width: "24%" }} />
        <span className="ghost ghost--odds-row" />
      </section>
    </section>
  );
}
