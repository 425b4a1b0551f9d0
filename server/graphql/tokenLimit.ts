import { Lexer, Source, TokenKind } from "graphql";
import type { Plugin } from "graphql-yoga";
import { GraphqlErrorCode } from "../../domain/graphql/services";
import { GRAPHQL_LIMITS, refusal } from "./armour";

/** Whether `query` has more tokens than the limit (comments are not tokens, as for graphql-armor's count). */
const overTokenLimit = (query: string): boolean => {
  const lexer = new Lexer(new Source(query));
  for (let count = 0; count <= GRAPHQL_LIMITS.tokens; count += 1) {
    if (lexer.advance().kind === TokenKind.EOF) return false;
  }
  return true;
};

/**
 * The token limit, checked on the text before anything parses it (and before a persisted query learns it).
 * NOTE: graphql-armor's own maxTokens counts inside the parser, and yoga marks every parse error as a
 * GraphQL-over-HTTP "spec" error, which it answers with a 200 to an `application/json` client whatever
 * the error says; a refusal here is a 400 for everyone. A text the lexer cannot read is left to the parser.
 */
export const tokenLimit = (): Plugin => ({
  onParams({ params }) {
    if (!params.query) return;
    let over: boolean;
    try {
      over = overTokenLimit(params.query);
    } catch {
      return;
    }
    if (over) {
      throw refusal(GraphqlErrorCode.tooManyTokens, `Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`);
    }
  },
});
