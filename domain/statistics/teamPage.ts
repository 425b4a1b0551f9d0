/**
 * Which teams have a team page (issue 9). The team page shows the world's teams; an imported real season
 * (football.json, server/statistics/archive/) names its clubs with ids of their own, which the team page
 * does not know (it answers 404). Those ids start with this prefix, which no id of the world's has (the
 * world's teams are `tm…`): the archive makes its ids with it, and the views ask `teamHasPage` before
 * linking a team's name.
 */
export const ARCHIVE_TEAM_ID_PREFIX = "ft";

/** False for an imported season's club (its name is shown as plain text), true for a team of the world. */
export const teamHasPage = (teamId: string): boolean =>
  teamId.length > 0 && !teamId.startsWith(ARCHIVE_TEAM_ID_PREFIX);
