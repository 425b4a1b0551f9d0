import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "../common/useModalDialog.ts";
import { CloseIcon } from "../icons/UiIcons.tsx";

/**
 * A modal `<dialog>` for the account flows (not-verified, expired link, providers): centred on wide
 * screens, a bottom sheet on phones. Focus trap, Escape and the backdrop come from the browser; the
 * content mounts only while open.
 */
export function Modal({
  open,
  onClose,
  title,
  icon,
  tone = "accent",
  children,
  labelId,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly icon?: ReactNode;
  readonly tone?: "accent" | "warning" | "error";
  readonly children: ReactNode;
  /** Unique per modal kind, so tests and screen readers find its name. */
  readonly labelId: string;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog {...dialog} className="modal" aria-labelledby={labelId}>
      {open && (
        <div className="modal__content">
          {icon && <span className={`auth-card__icon auth-card__icon--${tone}`}>{icon}</span>}
          <h2 id={labelId} className="modal__title">
            {title}
          </h2>
          {children}
          {/* NOTE: last in the DOM though drawn in the corner, so the dialog opens with focus on its action. */}
          <button
            type="button"
            className="icon-button modal__close"
            aria-label={t("auth.close")}
            onClick={onClose}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </dialog>
  );
}
