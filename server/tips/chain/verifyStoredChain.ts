import { Effect } from "effect";
import { type ChainHead, chainVerifier } from "../../../domain/tips/chain/verifyChain";
import { execute } from "../../accounts/stores/columns";
import { Database } from "../../db/Database";
import { sha256 } from "./sha256";
import { readChain } from "./tipChainStore";
import { readTipRecords } from "./tipRecordStore";

const PAGE = 5_000;

/**
 * Verifies the stored record and the tips table against it, reading both in pages inside one read-only
 * REPEATABLE READ transaction: on a live PostgreSQL a tip created meanwhile is in both reads or in
 * neither (its entry is committed with it). Opens its own transaction: do not call it inside another.
 */
export const verifyStoredChain = (
  options: { readonly knownHeads?: ReadonlyArray<ChainHead>; readonly clockToleranceMs?: number } = {},
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(
      Effect.andThen(
        execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"),
        readAndVerify(options),
      ),
    );
  }).pipe(Effect.withSpan("verifyStoredChain"));

const readAndVerify = Effect.fn("verifyStoredChain.read")(function* (options: {
  readonly knownHeads?: ReadonlyArray<ChainHead>;
  readonly clockToleranceMs?: number;
}) {
  const verifier = chainVerifier({ sha256, ...options });
  let fromSeq = 1;
  for (;;) {
    const rows = yield* readChain(fromSeq, PAGE);
    for (const row of rows) verifier.add(row);
    if (rows.length < PAGE) break;
    fromSeq = rows.at(-1)!.seq + 1;
  }
  let afterId = "";
  for (;;) {
    const records = yield* readTipRecords(afterId, PAGE);
    for (const record of records) verifier.checkTip(record);
    if (records.length < PAGE) break;
    afterId = records.at(-1)!.id;
  }
  return verifier.finish({ tableChecked: true });
});
