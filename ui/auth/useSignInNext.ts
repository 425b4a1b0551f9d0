import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";

/**
 * Once a link's flow is done (`done` holds the account's e-mail): a success toast, then the sign-in page
 * with the address filled in. NOTE: once per flow, even when React runs the effect twice (strict mode).
 */
export const useSignInNext = (done: { readonly email: string } | null, message: string): void => {
  const { toasts } = useAppActors();
  const locale = useLocale();
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!done || told.current) return;
    told.current = true;
    toasts.send(showToast({ type: "success", message }));
    void navigate({
      to: "/$locale/sign-in",
      params: { locale },
      search: { email: done.email },
      replace: true,
    });
  }, [done, message, toasts, navigate, locale]);
};
