import type { FormEvent, ReactNode } from "react";
import { useDocumentTitle } from "../../app/hooks.ts";

/**
 * One settings page's card: a title and what the page does, its content, and the actions along the
 * bottom. Given `onSubmit`, the card is the form (the browser's own checks stay off: the machine's rules
 * are the ones shown).
 */
export function SettingsSection({
  title,
  description,
  children,
  footer,
  onSubmit,
  testId,
}: {
  readonly title: string;
  readonly description?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly onSubmit?: (event: FormEvent) => void;
  readonly testId?: string;
}) {
  useDocumentTitle(title);
  const content = (
    <>
      <header className="settings-section__header">
        <h2 className="settings-section__title">{title}</h2>
        {description && <p className="settings-section__description">{description}</p>}
      </header>
      <div className="settings-section__body">{children}</div>
      {footer && <footer className="settings-section__footer">{footer}</footer>}
    </>
  );
  return onSubmit ? (
    <form className="settings-section" method="post" onSubmit={onSubmit} noValidate data-testid={testId}>
      {content}
    </form>
  ) : (
    <section className="settings-section" data-testid={testId}>
      {content}
    </section>
  );
}
