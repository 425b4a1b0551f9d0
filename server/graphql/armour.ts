import { EnvelopArmor } from "@escape.tech/graphql-armor";
import type { ASTVisitor, GraphQLError, ValidationContext } from "graphql";
import { createGraphQLError, type Plugin, type YogaInitialContext } from "graphql-yoga";
import { GraphqlErrorCode } from "../../domain/graphql/services";

/**
 * What one GraphQL operation may ask, on every service in every mode (issue 10). The web app's largest
 * operations, measured on their registered text (tests/server/graphql/armour.test.ts holds each under
 * half of every limit): 1 alias (TipOrders), depth 6 (SeasonKnockout: rounds, pairs, legs, teams), cost
 * 278 (SeasonKnockout), 133 tokens (EventStatistics), no directive. A request over a limit is refused before it is parsed (tokens) or
 * when it is validated (the rest), before any resolver runs.
 */
export const GRAPHQL_LIMITS = {
  aliases: 10,
  /** 12 since issue 9: the knockout's pairs of legs with their teams are 6 deep. */
  depth: 12,
  /** graphql-armor's cost: 2 per object, 1 per scalar, times 1.5 per level, times a literal `first`/`last`. */
  cost: 1_000,
  tokens: 1_000,
  directives: 10,
} as const;

/**
 * The GraphQL error the catalogue gives a refused operation: its code, a 400, the armour's words.
 * NOTE: `spec: false`, or yoga answers a validation error to an `application/json` client with a 200, as
 * the GraphQL-over-HTTP spec allows; a refusal is a 400 whatever the client accepts.
 */
export const refusal = (code: string, message: string) =>
  createGraphQLError(message, {
    extensions: { code, type: "BAD_REQUEST", http: { status: 400, spec: false } },
  });

/**
 * The armour's callbacks for one limit: its error becomes the catalogue's, reported on the validation
 * context (validation goes on and answers every error at once).
 */
const answeredAs = (code: string) => ({
  propagateOnRejection: false as const,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(refusal(code, error.message.replace(/^Syntax Error: /, "")));
    },
  ],
});

/** `__schema` and `__type` refused (production); `__typename` stays, clients rely on it. */
const refuseIntrospection = (): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(
      (context: ValidationContext): ASTVisitor => ({
        Field(node) {
          if (node.name.value !== "__schema" && node.name.value !== "__type") return;
          context.reportError(refusal(GraphqlErrorCode.introspectionDisabled, "Introspection is disabled"));
        },
      }),
    );
  },
});

/**
 * The limits as yoga plugins; in production also no introspection and no "Did you mean …?" in errors (a
 * field list one guess at a time is introspection by other means). After `tokenLimit` and the persisted
 * operations.
 */
export const armourPlugins = (production: boolean): Plugin[] => [
  ...new EnvelopArmor<YogaInitialContext>({
    maxAliases: { n: GRAPHQL_LIMITS.aliases, ...answeredAs(GraphqlErrorCode.tooManyAliases) },
    maxDepth: { n: GRAPHQL_LIMITS.depth, ...answeredAs(GraphqlErrorCode.tooDeep) },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost, ...answeredAs(GraphqlErrorCode.tooCostly) },
    // Counted by tokenLimit.ts instead, before the parser (see there).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.directives, ...answeredAs(GraphqlErrorCode.tooManyDirectives) },
    blockFieldSuggestion: { enabled: production },
  }).protect().plugins,
  ...(production ? [refuseIntrospection()] : []),
];
