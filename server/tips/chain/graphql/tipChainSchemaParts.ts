import { Effect } from "effect";
import { TIP_CHAIN_PAGE_MAX } from "../../../../domain/tips/chain/tipChainQuery";
import type { UsersDeps } from "../../../accounts/graphql/usersSchemaParts";
import { runResolver } from "../../../graphql/runResolver";
import { readChain, readChainHead } from "../tipChainStore";
import { tipChainTypeDefs } from "./tipChainTypeDefs";

const DEFAULT_PAGE = 100;

/** Out-of-range paging is clamped, not refused: the record is public and a page is all one can ask for. */
const page = (args: { readonly fromSeq: number; readonly limit?: number | null }) => ({
  fromSeq: Math.max(1, Math.floor(args.fromSeq)),
  limit: Math.min(TIP_CHAIN_PAGE_MAX, Math.max(1, args.limit ?? DEFAULT_PAGE)),
});

/** Storage errors are defects here: nothing the caller did, and runResolver masks them. */
const orDie = <A, E, R>(program: Effect.Effect<A, E, R>) => Effect.orDie(program);

export const tipChainSchemaParts = (deps: UsersDeps) => ({
  typeDefs: tipChainTypeDefs,
  resolvers: {
    Query: {
      tipChainHead: () => runResolver(deps, "users", "tipChainHead", orDie(readChainHead())),
      tipChainEntries: (_parent: unknown, args: { fromSeq: number; limit?: number | null }) => {
        const { fromSeq, limit } = page(args);
        return runResolver(deps, "users", "tipChainEntries", orDie(readChain(fromSeq, limit)));
      },
    },
  },
});
