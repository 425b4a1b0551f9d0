/**
 * The statistics pages' GraphQL documents (issue 9): one per page, on the Statistics service unless named
 * for the Aggregator. Their answers are decoded with statisticsAnswers.ts.
 */
const TEAM_REF = "id name shortName";
const PAGE_INFO = "pageInfo { hasNextPage hasPreviousPage startCursor endCursor total }";

export const STAT_EVENT_FIELDS = /* GraphQL */ `
  id tournamentId seasonId round roundType stage group startTime status minute winner
  home { ${TEAM_REF} } away { ${TEAM_REF} }
  score { home away penaltiesHome penaltiesAway }
`;

export const TOURNAMENT_QUERY = /* GraphQL */ `
  query StatTournament($id: ID!) {
    tournament(id: $id) {
      id sportId name slug kind currentSeasonId tieBreakingRules hasStandings hasKnockout
      category { id name icon slug }
      seasons { id year startYear source }
      zones { from to kind label }
    }
  }
`;

export const SEASON_EVENTS_QUERY = /* GraphQL */ `
  query SeasonEvents($seasonId: ID!, $first: Int, $after: String, $where: ListFilter, $orderBy: [ListOrder!]) {
    seasonEvents(seasonId: $seasonId, first: $first, after: $after, where: $where, orderBy: $orderBy) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;

export const STANDINGS_QUERY = /* GraphQL */ `
  query SeasonStandings($seasonId: ID!, $live: Boolean) {
    standings(seasonId: $seasonId, live: $live) {
      seasonId tieBreakingRules pointsForWin pointsForDraw
      zones { from to kind label }
      tables {
        group scope
        rows { position played won drawn lost goalsFor goalsAgainst goalDifference points form live team { ${TEAM_REF} } }
      }
      groupOf { teamId group }
      matches { id home away homeGoals awayGoals live homeCards awayCards }
      teams { ${TEAM_REF} }
    }
  }
`;

export const KNOCKOUT_QUERY = /* GraphQL */ `
  query SeasonKnockout($seasonId: ID!) {
    knockout(seasonId: $seasonId) {
      id seasonId name currentRoundId
      topTabs { id name roundIds }
      rounds {
        id type number
        pairs {
          id winnerId home { ${TEAM_REF} } away { ${TEAM_REF} }
          aggregate { home away penaltiesHome penaltiesAway }
          events { ${STAT_EVENT_FIELDS} }
        }
      }
    }
  }
`;

const METRIC_TABLE_FIELDS = `metric group rows { position value played team { ${TEAM_REF} } player { id name position } }`;

export const TOP_PLAYERS_QUERY = /* GraphQL */ `
  query TopPlayers($seasonId: ID!, $limit: Int) {
    topPlayers(seasonId: $seasonId, limit: $limit) { ${METRIC_TABLE_FIELDS} }
  }
`;

export const TOP_TEAMS_QUERY = /* GraphQL */ `
  query TopTeams($seasonId: ID!, $limit: Int) {
    topTeams(seasonId: $seasonId, limit: $limit) { ${METRIC_TABLE_FIELDS} }
  }
`;

export const TEAM_STATISTICS_QUERY = /* GraphQL */ `
  query TeamStatistics($teamId: ID!, $seasonId: ID!) {
    teamStatistics(teamId: $teamId, seasonId: $seasonId) { ${METRIC_TABLE_FIELDS} }
  }
`;

const PLAYER_FIELDS = `id name firstName lastName shortName position shirtNumber dateOfBirth height preferredFoot country marketValue contractUntil sportId team { ${TEAM_REF} }`;

export const TEAM_QUERY = /* GraphQL */ `
  query StatTeam($id: ID!) {
    team(id: $id) {
      id sportId name shortName foundationDate managerName venue national country
      category { id name icon slug }
      form { eventId result startTime opponent { ${TEAM_REF} } score { home away penaltiesHome penaltiesAway } }
      lastEvent { ${STAT_EVENT_FIELDS} }
      nextEvent { ${STAT_EVENT_FIELDS} }
      tournaments { tournamentId name seasonId year hasStandings }
      players { ${PLAYER_FIELDS} }
    }
  }
`;

export const TEAM_EVENTS_QUERY = /* GraphQL */ `
  query TeamEvents($teamId: ID!, $first: Int, $after: String, $where: ListFilter, $orderBy: [ListOrder!]) {
    teamEvents(teamId: $teamId, first: $first, after: $after, where: $where, orderBy: $orderBy) {
      nodes { ${STAT_EVENT_FIELDS} }
      ${PAGE_INFO}
    }
  }
`;

export const TRANSFERS_QUERY = /* GraphQL */ `
  query Transfers($teamId: ID, $playerId: ID, $direction: TransferDirection, $first: Int, $after: String) {
    transfers(teamId: $teamId, playerId: $playerId, direction: $direction, first: $first, after: $after) {
      nodes { date type fee player { id name position } fromTeam { ${TEAM_REF} } toTeam { ${TEAM_REF} } }
      ${PAGE_INFO}
    }
  }
`;

export const PLAYER_QUERY = /* GraphQL */ `
  query StatPlayer($id: ID!) {
    player(id: $id) { ${PLAYER_FIELDS} }
  }
`;

export const PLAYER_MATCHES_QUERY = /* GraphQL */ `
  query PlayerMatches($playerId: ID!, $first: Int, $after: String) {
    playerMatches(playerId: $playerId, first: $first, after: $after) {
      nodes {
        tournamentName categoryName minutesPlayed
        summary { goal ownGoal penaltyGoal assist yellowCard redCard }
        event { ${STAT_EVENT_FIELDS} }
      }
      ${PAGE_INFO}
    }
  }
`;

export const EVENT_STATISTICS_QUERY = /* GraphQL */ `
  query EventStatistics($eventId: ID!) {
    eventStatistics(eventId: $eventId) {
      venue referee
      event { ${STAT_EVENT_FIELDS} }
      incidents {
        seq type minute addedMinute periodType periodNumber participant playerId playerName
        secondaryPlayerId secondaryPlayerName subType value homeScore awayScore
      }
      statistics { period groups { name items { name home away unit } } }
      lineups {
        teamType formation manager
        players { playerId name shirtNumber position row column substitute cameOn wentOff rating }
        missingPlayers { playerId name reason }
      }
      playerStats { playerId name teamType position minutesPlayed rating values { group name value } }
      momentum { minute value }
    }
  }
`;

/**
 * One match's player statistics alone (with the match, for its teams): the player page's "player stats"
 * sheet on a row of the player's matches, which needs no incidents, lineups or momentum.
 */
export const EVENT_PLAYER_STATS_QUERY = /* GraphQL */ `
  query EventPlayerStats($eventId: ID!) {
    eventStatistics(eventId: $eventId) {
      event { ${STAT_EVENT_FIELDS} }
      playerStats { playerId name teamType position minutesPlayed rating values { group name value } }
    }
  }
`;

/** Aggregator. */
export const EVENT_H2H_QUERY = /* GraphQL */ `
  query EventH2h($eventId: ID!, $limit: Int) {
    eventH2h(eventId: $eventId, limit: $limit) {
      eventId home { ${TEAM_REF} } away { ${TEAM_REF} }
      homeLast { ${STAT_EVENT_FIELDS} }
      awayLast { ${STAT_EVENT_FIELDS} }
      headToHead { ${STAT_EVENT_FIELDS} }
      homeNext { ${STAT_EVENT_FIELDS} }
      awayNext { ${STAT_EVENT_FIELDS} }
    }
  }
`;

/** Aggregator. */
export const LEAGUES_QUERY = /* GraphQL */ `
  query Leagues($sportId: ID!, $first: Int, $after: String) {
    leagues(sportId: $sportId, first: $first, after: $after) {
      nodes { id name slug kind currentSeasonId category { id name icon slug } }
      ${PAGE_INFO}
    }
  }
`;
