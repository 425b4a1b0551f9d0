import { useTranslation } from "react-i18next";
import { TipsIcon } from "../icons/UiIcons.tsx";

/**
 * The way from the markets to a new tip: the prices still mark picks as before, and the one picked last
 * can become a tip. Before any pick the bar says how. The sheet (and the words for the pick) come in their
 * own chunk at the press.
 */
export function TipCreateBar({
  pickedId,
  onCreate,
}: {
  /** The outcome picked last, if any. */
  readonly pickedId: string | null;
  readonly onCreate: (outcomeId: string) => void;
}) {
  const { t } = useTranslation("tipCreate");
  return (
    <div className="tip-create-bar" data-testid="tip-create-bar">
      <TipsIcon size={18} />
      <span className="tip-create-bar__hint">{pickedId === null ? t("choose") : t("picked")}</span>
      {pickedId !== null && (
        <button
          type="button"
          className="button button--primary tip-create-bar__action"
          onClick={() => onCreate(pickedId)}
        >
          {t("create")}
        </button>
      )}
    </div>
  );
}
