import { useTranslation } from "react-i18next";
import { Modal } from "../../auth/Modal.tsx";
import { InfoIcon } from "./StatsIcons.tsx";

const TOPICS = ["possession", "shots", "corners", "fouls", "offsides", "passes", "saves", "periods"] as const;

/**
 * The "match statistics info" sheet (issue 9): what each statistic means, and how the attack momentum and
 * the player ratings are worked out (docs/statistics-formulas.md in a few words). A bottom sheet on
 * phones, a dialog on wide screens.
 */
export function MatchStatsInfoSheet({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <Modal
      open
      onClose={onClose}
      title={t("info.title")}
      icon={<InfoIcon size={22} />}
      labelId="match-stats-info"
    >
      <div className="modal__body stats-info">
        <p>{t("info.intro")}</p>
        <ul className="stats-info__list">
          {TOPICS.map((topic) => (
            <li key={topic}>{t(`info.${topic}`)}</li>
          ))}
        </ul>
        <p>{t("info.momentum")}</p>
        <p>{t("info.ratings")}</p>
      </div>
    </Modal>
  );
}
