import { useTranslation } from "react-i18next";
import { GhostRows } from "../common/GhostRows.tsx";

/** The line's shape while its first snapshot is on the way. */
export function LineSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="card line-skeleton" aria-busy="true" aria-label={t("feed.loading")}>
      <div className="line-skeleton__header">
        <span className="ghost ghost--avatar" />
        <span className="ghost line-skeleton__title" />
      </div>
      <GhostRows count={5} />
    </section>
  );
}
