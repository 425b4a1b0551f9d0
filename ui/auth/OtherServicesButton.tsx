import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../icons/UiIcons.tsx";
import { AuthProvidersSheet } from "./AuthProvidersSheet.tsx";

/** "or" and the way to an external login provider, under the sign-in and sign-up forms. */
export function OtherServicesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="auth-divider">
        <span>{t("auth.or")}</span>
      </div>
      <button
        type="button"
        className="button button--ghost button--large auth-wide"
        onClick={() => setOpen(true)}
        data-testid="auth-providers-open"
      >
        <GlobeIcon size={18} />
        <span>{t("auth.providers.open")}</span>
      </button>
      <AuthProvidersSheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}
