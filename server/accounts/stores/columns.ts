import { Effect, Schema } from "effect";
import { Database, type DatabaseError } from "../../db/Database";

/**
 * Column codecs shared by the account stores. `bigint` arrives as a number from PGlite and as a string
 * from node-postgres; rows are decoded with Schema like any other input, and a row that does not decode
 * is a defect (the schema and the code disagree), never a user error.
 */
export const Millis = Schema.Union([Schema.Number, Schema.NumberFromString]).check(Schema.isInt());

export const queryRows = <S extends Schema.Top & { readonly DecodingServices: never }>(
  row: S,
  sql: string,
  params?: ReadonlyArray<unknown>,
): Effect.Effect<ReadonlyArray<S["Type"]>, DatabaseError, Database> =>
  Effect.gen(function* () {
    const db = yield* Database;
    const rows = yield* db.query(sql, params);
    return Schema.decodeUnknownSync(Schema.Array(row))(rows);
  });

export const queryFirst = <S extends Schema.Top & { readonly DecodingServices: never }>(
  row: S,
  sql: string,
  params?: ReadonlyArray<unknown>,
): Effect.Effect<S["Type"] | undefined, DatabaseError, Database> =>
  Effect.map(queryRows(row, sql, params), (rows) => rows[0]);

/** A statement whose rows do not matter; answers how many rows it returned (with RETURNING). */
export const execute = (
  sql: string,
  params?: ReadonlyArray<unknown>,
): Effect.Effect<number, DatabaseError, Database> =>
  Effect.gen(function* () {
    const db = yield* Database;
    return (yield* db.query(sql, params)).length;
  });
