import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import { teamHasPage } from "../../domain/statistics/teamPage.ts";

/**
 * A team's name (and crest) as a link to its page, or as plain text for a team the team page cannot show
 * (an imported real season's club): a link there would answer 404. The plain text keeps the class, so it
 * is laid out alike; the styles give links alone their hover and stacking (`a.<class>`).
 */
export function TeamNameLink({
  teamId,
  locale,
  className,
  children,
}: {
  readonly teamId: string;
  readonly locale: LocalePath;
  readonly className: string;
  readonly children: ReactNode;
}) {
  if (!teamHasPage(teamId))
    return (
      <span className={className} data-team-page="none">
        {children}
      </span>
    );
  return (
    <Link to="/$locale/team/$id" params={{ locale, id: teamId }} className={className}>
      {children}
    </Link>
  );
}
