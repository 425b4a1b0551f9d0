import { useLocation } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import type { providersSheetMachine } from "../../machines/auth/providersSheetMachine.ts";
import { ErrorIcon } from "../icons/UiIcons.tsx";
import { externalLoginHref } from "./externalLoginHref.ts";
import { Modal } from "./Modal.tsx";
import { Spinner } from "./Spinner.tsx";
import { KeyIcon } from "./UserMenuIcons.tsx";

/**
 * The auth providers sheet (accounts spec section 2): the external login services the server offers
 * (`get_external_providers`). Choosing one leaves the app for the provider; the browser comes back to
 * `/oauth/callback`, which returns to this page. Open or closed, loading, listed or failed: the states of
 * `providersSheetMachine`, which loads the list each time the sheet opens.
 */
export function AuthProvidersSheet({
  sheet,
}: {
  readonly sheet: ActorRefFrom<typeof providersSheetMachine>;
}) {
  const { t } = useTranslation();
  const snapshot = useSelector(sheet, (current) => current);
  const location = useLocation();
  const send = sheet.send;

  const providers = snapshot.context.providers;
  return (
    <Modal
      open={snapshot.hasTag("open")}
      onClose={() => send({ type: "sheet.close" })}
      title={t("auth.providers.title")}
      icon={<KeyIcon />}
      labelId="auth-providers-title"
    >
      <p className="modal__body">{t("auth.providers.subtitle")}</p>
      {snapshot.hasTag("loading") && (
        <p className="auth-note">
          <Spinner />
          <span>{t("auth.providers.loading")}</span>
        </p>
      )}
      {snapshot.hasTag("failed") && (
        <div className="auth-note auth-note--error" role="alert">
          <ErrorIcon size={18} />
          <span>{t("auth.providers.failed")}</span>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => send({ type: "providers.retry" })}
          >
            {t("auth.providers.retry")}
          </button>
        </div>
      )}
      {snapshot.hasTag("loaded") &&
        (providers.length === 0 ? (
          <p className="auth-note">{t("auth.providers.empty")}</p>
        ) : (
          <ul className="provider-list">
            {providers.map((provider) => (
              <li key={provider.id}>
                <a
                  className="provider-button"
                  href={externalLoginHref(provider.id, location.href, navigator.userAgent)}
                  data-testid={`auth-provider-${provider.id}`}
                >
                  <span className="provider-button__mark" aria-hidden="true">
                    {provider.name.slice(0, 1).toUpperCase()}
                  </span>
                  <span className="provider-button__name">
                    {t("auth.providers.continueWith", { name: provider.name })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ))}
    </Modal>
  );
}
