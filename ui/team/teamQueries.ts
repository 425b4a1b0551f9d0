import { STAT_EVENT_FIELDS } from "../../domain/statistics/statisticsQueries.ts";

/**
 * The team's results and fixtures as documents of their own, the filter and order written in them rather
 * than sent as `$where`/`$orderBy` variables: each is one fixed question (one persisted hash, one cache
 * entry per team), and compiled execution (graphql-jit) takes it, which it does not for a variable of the
 * recursive `ListFilter` input (docs/decisions.md, 2026-11-25).
 */
const PAGE_INFO = "pageInfo { hasNextPage hasPreviousPage startCursor endCursor total }";

export const TEAM_RESULTS_QUERY = /* GraphQL */ `
  query TeamResults($teamId: ID!, $first: Int, $after: String) {
    teamEvents(
      teamId: $teamId
      first: $first
      after: $after
      where: { eq: { fieldPath: "status", value: "finished" } }
      orderBy: [{ fieldPath: "startTime", direction: DESC }]
    ) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;

export const TEAM_FIXTURES_QUERY = /* GraphQL */ `
  query TeamFixtures($teamId: ID!, $first: Int, $after: String) {
    teamEvents(
      teamId: $teamId
      first: $first
      after: $after
      where: { eq: { fieldPath: "status", value: "not_started" } }
      orderBy: [{ fieldPath: "startTime", direction: ASC }]
    ) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;
