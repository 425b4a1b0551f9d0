import { STAT_EVENT_FIELDS } from "./statisticsQueries";

/**
 * The tournament page's own documents (issue 9), beside the shared ones in statisticsQueries.ts.
 * NOTE: the season's results and fixtures write their `where` and `orderBy` in the document rather than
 * as `$where`/`$orderBy` variables: the gateway's compiled execution (graphql-jit) overflows its stack
 * compiling a variable of the recursive `ListFilter` input type, while literals are read as plain values.
 */
const PAGE_INFO = "pageInfo { hasNextPage hasPreviousPage startCursor endCursor total }";
const TEAM_REF = "id name shortName";

/** Finished matches, the latest round first (the results tab opens on it). */
export const SEASON_LATEST_RESULTS_QUERY = /* GraphQL */ `
  query SeasonLatestResults($seasonId: ID!, $first: Int) {
    seasonEvents(
      seasonId: $seasonId
      first: $first
      where: { eq: { fieldPath: "status", value: "finished" } }
      orderBy: [{ fieldPath: "round", direction: DESC }, { fieldPath: "startTime", direction: ASC }]
    ) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;

/** One round's finished matches (the results tab's stepping). */
export const SEASON_ROUND_RESULTS_QUERY = /* GraphQL */ `
  query SeasonRoundResults($seasonId: ID!, $first: Int, $round: String!) {
    seasonEvents(
      seasonId: $seasonId
      first: $first
      where: {
        and: [{ eq: { fieldPath: "status", value: "finished" } }, { eq: { fieldPath: "round", value: $round } }]
      }
      orderBy: [{ fieldPath: "startTime", direction: ASC }]
    ) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;

/** Matches to come, soonest first, a page at a time. */
export const SEASON_FIXTURES_QUERY = /* GraphQL */ `
  query SeasonFixtures($seasonId: ID!, $first: Int, $after: String) {
    seasonEvents(
      seasonId: $seasonId
      first: $first
      after: $after
      where: { eq: { fieldPath: "status", value: "not_started" } }
      orderBy: [{ fieldPath: "startTime", direction: ASC }, { fieldPath: "round", direction: ASC }]
    ) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;

/** The details tab's table facts: each table's order and the season's teams, without the matches. */
export const STANDINGS_SUMMARY_QUERY = /* GraphQL */ `
  query StandingsSummary($seasonId: ID!) {
    standings(seasonId: $seasonId) {
      seasonId
      tables { group scope rows { position played points team { ${TEAM_REF} } } }
      teams { ${TEAM_REF} }
    }
  }
`;

/** The details tab's cup facts: the rounds' teams and who went through, without the matches. */
export const KNOCKOUT_SUMMARY_QUERY = /* GraphQL */ `
  query KnockoutSummary($seasonId: ID!) {
    knockout(seasonId: $seasonId) {
      seasonId currentRoundId
      rounds { id type number pairs { winnerId home { ${TEAM_REF} } away { ${TEAM_REF} } } }
    }
  }
`;
