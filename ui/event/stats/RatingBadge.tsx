import { useTranslation } from "react-i18next";
import { ratingBand, ratingText } from "../../../domain/statistics/ratingBand.ts";

/** A player's match rating in its band's colour; a dash for a player not rated (under ten minutes). */
export function RatingBadge({
  rating,
  size = "normal",
}: {
  readonly rating: number | null;
  readonly size?: "normal" | "small";
}) {
  const { t } = useTranslation("eventStatsTabs");
  const band = ratingBand(rating);
  const className = `rating-badge rating-badge--${band}${size === "small" ? " rating-badge--small" : ""}`;
  if (rating === null)
    return (
      <span className={className} title={t("lineups.notRated")}>
        <span aria-hidden="true">–</span>
        <span className="stat-hidden">{t("lineups.notRated")}</span>
      </span>
    );
  const text = ratingText(rating);
  return (
    <span className={className} data-band={band}>
      <span aria-hidden="true">{text}</span>
      <span className="stat-hidden">{t("lineups.rating", { rating: text })}</span>
    </span>
  );
}
