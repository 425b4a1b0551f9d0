import { STAT_EVENT_FIELDS } from "../../domain/statistics/statisticsQueries.ts";

/**
 * The team's results and fixtures as documents of their own, the filter and order written in them rather
 * than sent as `$where`/`$orderBy` variables. NOTE: the gateway's compiled execution (graphql-jit) overflows
 * its stack compiling a variable of the recursive `ListFilter` input (an "Unexpected error" for any
 * `teamEvents(where: $where)`), while a literal filter runs; reported with issue 9.
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
