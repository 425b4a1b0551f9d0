import type { ReactNode } from "react";
import { useDocumentTitle } from "../app/hooks.ts";
import { AuthPerks } from "./AuthPerks.tsx";

/**
 * The frame of every account page: one card with an icon, a title and the page's content; on wide
 * screens the reasons to join sit beside it, so the page does not look empty around a narrow form.
 */
export function AuthLayout({
  icon,
  title,
  subtitle,
  tone = "accent",
  children,
  footer,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly tone?: "accent" | "warning" | "error";
  readonly children?: ReactNode;
  /** Under the card: the way to the other account page (sign in ↔ sign up). */
  readonly footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <div className="auth-page__main">
        <section className="auth-card" aria-labelledby="auth-card-title">
          <span className={`auth-card__icon auth-card__icon--${tone}`}>{icon}</span>
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children && <div className="auth-card__body">{children}</div>}
        </section>
        {footer && <p className="auth-page__footer">{footer}</p>}
      </div>
      <AuthPerks />
    </div>
  );
}
