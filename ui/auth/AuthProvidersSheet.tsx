import { useLocation } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors } from "../app/hooks.ts";
import { ErrorIcon } from "../icons/UiIcons.tsx";
import { KeyIcon } from "./AuthIcons.tsx";
import { externalLoginHref } from "./externalLoginHref.ts";
import { Modal } from "./Modal.tsx";
import { Spinner } from "./Spinner.tsx";

/**
 * The auth providers sheet (accounts spec section 2): the external login services the server offers
 * (`get_external_providers`). Choosing one leaves the app for the provider; the browser comes back to
 * `/oauth/callback`, which returns to this page. The list loads each time the sheet opens and a failure
 * offers another try, so an unavailable service never blocks signing in with a password.
 */
export function AuthProvidersSheet({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const [snapshot, send] = useMachine(account.externalProviders);
  const location = useLocation();

  useEffect(() => {
    if (open) send({ type: "request.submit", input: null });
  }, [open, send]);

  const providers = snapshot.context.output ?? [];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("auth.providers.title")}
      icon={<KeyIcon />}
      labelId="auth-providers-title"
    >
      <p className="modal__body">{t("auth.providers.subtitle")}</p>
      {snapshot.hasTag("busy") && (
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
            onClick={() => send({ type: "request.submit", input: null })}
          >
            {t("auth.providers.retry")}
          </button>
        </div>
      )}
      {snapshot.hasTag("succeeded") &&
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
