import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { ShieldCheckIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { Spinner } from "./Spinner.tsx";

/**
 * `/oauth/callback` when the return from an external provider failed (its `beforeLoad` signs in and
 * redirects on success): an error toast, then the home page in the current language.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const { toasts } = useAppActors();
  const locale = useLocale();
  const navigate = useNavigate();
  const { oauthFailure } = useRouteContext({ from: "/$locale/oauth/callback" });
  // NOTE: one toast per failed return, even when React runs the effect twice (strict mode in development).
  const told = useRef(false);

  useEffect(() => {
    if (oauthFailure === undefined || told.current) return;
    told.current = true;
    toasts.send(showToast({ type: "error", message: t("auth.oauth.failed") }));
    void navigate({ to: "/$locale/", params: { locale }, replace: true });
  }, [oauthFailure, toasts, t, navigate, locale]);

  return (
    <AuthLayout icon={<ShieldCheckIcon />} title={t("auth.oauth.working")}>
      <p className="auth-note" role="status">
        <Spinner />
        <span>{t("auth.oauth.workingBody")}</span>
      </p>
    </AuthLayout>
  );
}
