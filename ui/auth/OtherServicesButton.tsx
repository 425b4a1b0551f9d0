import { useActorRef } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { useAppActors } from "../app/hooks.ts";
import { providersSheetOf } from "../app/providersSheetActors.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { GlobeIcon } from "../icons/UiIcons.tsx";
import { AuthProvidersSheet } from "./AuthProvidersSheet.tsx";

/** "or" and the way to an external login provider, under the sign-in and sign-up forms. */
export function OtherServicesButton() {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const sheet = useActorRef(providersSheetOf(account));
  // NOTE: like the form above it, a server-rendered button waits for hydration: a click before would be lost.
  const ready = useHydrated();
  return (
    <>
      <div className="auth-divider">
        <span>{t("auth.or")}</span>
      </div>
      <button
        type="button"
        className="button button--ghost button--large auth-wide"
        disabled={!ready}
        onClick={() => sheet.send({ type: "sheet.open" })}
        data-testid="auth-providers-open"
      >
        <GlobeIcon size={18} />
        <span>{t("auth.providers.open")}</span>
      </button>
      <AuthProvidersSheet sheet={sheet} />
    </>
  );
}
