import { useTranslation } from "react-i18next";

/** The event page's shape while its snapshot is on the way. */
export function EventSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="event-skeleton" aria-busy="true" aria-label={t("feed.loading")}>
      <span className="ghost event-skeleton__crumbs" />
      <section className="card event-hero">
        <div className="event-hero__board">
          <span className="ghost ghost--crest" />
          <span className="ghost ghost--big-score" />
          <span className="ghost ghost--crest" />
        </div>
      </section>
      <section className="card event-skeleton__markets">
        <span className="ghost event-skeleton__title" />
        <span className="ghost ghost--odds-row" />
        <span className="ghost event-skeleton__title event-skeleton__title--short" />
        <span className="ghost ghost--odds-row" />
      </section>
    </section>
  );
}
