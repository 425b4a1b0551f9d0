import { useLocation, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { signInHref } from "../auth/signInRedirect.ts";

/** In place of the composer for a visitor: reading is open, writing needs an account (and comes back here). */
export function ChatSignInPrompt() {
  const { t } = useTranslation("chat");
  const locale = useLocale();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const href = signInHref(locale, pathname);
  return (
    <div className="chat-sign-in">
      <p>{t("signIn.text")}</p>
      {/* NOTE: the sign-in page reads `?redirect=` itself (it has no search schema for a typed Link). */}
      <a
        href={href}
        className="button button--primary"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void navigate({ href });
        }}
      >
        {t("signIn.action")}
      </a>
    </div>
  );
}
