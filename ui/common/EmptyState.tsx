import type { ReactNode } from "react";

/**
 * What a list shows before it has anything: one sentence, with an icon and a title when it is the main
 * block of the page, as a quiet note under placeholder rows otherwise.
 */
export function EmptyState({
  icon,
  title,
  body,
  compact = false,
}: {
  readonly icon?: ReactNode;
  readonly title?: string;
  readonly body: string;
  readonly compact?: boolean;
}) {
  return (
    <div className={compact ? "empty empty--compact" : "empty"}>
      {icon && <span className="empty__icon">{icon}</span>}
      <div className="empty__text">
        {title && <p className="empty__title">{title}</p>}
        <p className="empty__body">{body}</p>
      </div>
    </div>
  );
}
