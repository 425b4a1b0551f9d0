import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { useModalDialog } from "../common/useModalDialog.ts";
import { CloseIcon } from "../icons/UiIcons.tsx";

// Not on screen until the drawer opens: its own chunk, out of every page's start-up JS.
const SettingsPanel = lazy(() =>
  import("./SettingsPanel.tsx").then((module) => ({ default: module.SettingsPanel })),
);

/**
 * The system drawer: a modal `<dialog>` (focus trap, Escape and the backdrop come from the browser), a side
 * panel on wide screens and a bottom sheet on phones. Its content mounts only while open.
 */
export function SystemDrawer({
  open,
  onClose,
  settings,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly settings: SettingsActorRef;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog {...dialog} className="drawer" aria-labelledby="system-drawer-title">
      {open && (
        <div className="drawer__content">
          <header className="drawer__header">
            <h2 id="system-drawer-title" className="drawer__title">
              {t("settings.title")}
            </h2>
            <button type="button" className="icon-button" aria-label={t("settings.close")} onClick={onClose}>
              <CloseIcon />
            </button>
          </header>
          <Suspense fallback={<div className="drawer__loading" aria-busy="true" />}>
            <SettingsPanel settings={settings} />
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
