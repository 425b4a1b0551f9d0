import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import type { Toast, ToastType } from "../../machines/toasts/toastTypes.ts";
import { ChatIcon, CheckCircleIcon, CloseIcon, ErrorIcon, WarningIcon } from "../icons/UiIcons.tsx";

const icons: Record<ToastType, ReactElement> = {
  success: <CheckCircleIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
  "chat-block": <ChatIcon />,
};

/** One toast; its bar empties over the auto-close time so the reader sees how long it stays. */
export function ToastItem({ toast, onClose }: { readonly toast: Toast; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={`toast toast--${toast.type}`}>
      <span className="toast__icon">{icons[toast.type]}</span>
      <div className="toast__text">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__message">{toast.message}</p>
      </div>
      <button type="button" className="toast__close" aria-label={t("toasts.close")} onClick={onClose}>
        <CloseIcon size={16} />
      </button>
      {/* Its duration is the auto-close time, kept in toasts.css (--toast-auto-close). */}
      <span className="toast__timer" />
    </li>
  );
}
