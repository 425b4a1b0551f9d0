import type { ReactNode } from "react";

/** A titled block of the page: the unit every list and widget sits in. */
export function Card({
  title,
  icon,
  children,
  className,
}: {
  readonly title?: string;
  readonly icon?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <section className={className ? `card ${className}` : "card"}>
      {title !== undefined && (
        <header className="card__header">
          {icon && <span className="card__icon">{icon}</span>}
          <h2 className="card__title">{title}</h2>
        </header>
      )}
      {children}
    </section>
  );
}
