import { useTranslation } from "react-i18next";
import { Modal } from "../auth/Modal.tsx";
import { SlidersIcon } from "../icons/UiIcons.tsx";
import type { StandingsAppearance } from "../statistics/StandingsTable.tsx";

const APPEARANCES: ReadonlyArray<StandingsAppearance> = ["short", "full"];

/** The standings appearance sheet (issue 9): short (the default) or full; a choice applies at once. */
export function StandingsAppearanceSheet({
  open,
  current,
  onClose,
  onChoose,
}: {
  readonly open: boolean;
  readonly current: StandingsAppearance;
  readonly onClose: () => void;
  readonly onChoose: (appearance: StandingsAppearance) => void;
}) {
  const { t } = useTranslation("tournament");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("standings.appearanceTitle")}
      icon={<SlidersIcon size={22} />}
      labelId="standings-appearance-sheet"
    >
      <ul className="season-options">
        {APPEARANCES.map((appearance) => (
          <li key={appearance}>
            <button
              type="button"
              className={appearance === current ? "season-option season-option--current" : "season-option"}
              aria-pressed={appearance === current}
              data-appearance={appearance}
              onClick={() => onChoose(appearance)}
            >
              <span className="season-option__texts">
                <span className="season-option__year">
                  {appearance === "short" ? t("standings.appearanceShort") : t("standings.appearanceFull")}
                </span>
                <span className="season-option__body">
                  {appearance === "short"
                    ? t("standings.appearanceShortBody")
                    : t("standings.appearanceFullBody")}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
