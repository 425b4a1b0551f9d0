import { Effect, Schema } from "effect";
import { execute, queryFirst } from "../accounts/stores/columns";

/** What is known of a stored file without its bytes. */
export interface FileInfo {
  readonly id: string;
  readonly ownerId: string;
  readonly contentType: string;
  readonly size: number;
}

/** A stored file as it is served. */
export interface StoredFile {
  readonly contentType: string;
  readonly sha256: string;
  readonly data: Uint8Array;
}

const InfoRow = Schema.Struct({
  id: Schema.String,
  owner_id: Schema.String,
  content_type: Schema.String,
  size: Schema.Int,
});

// NOTE: bytea arrives as a Uint8Array from PGlite and as a Buffer (a Uint8Array) from node-postgres.
const FileRow = Schema.Struct({
  content_type: Schema.String,
  sha256: Schema.String,
  data: Schema.Uint8Array,
});

export const insertFile = Effect.fn("fileStore.insert")(
  (file: FileInfo & { readonly sha256: string; readonly data: Uint8Array; readonly now: number }) =>
    execute(
      `INSERT INTO files (id, owner_id, content_type, size, sha256, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [file.id, file.ownerId, file.contentType, file.size, file.sha256, file.data, file.now],
    ),
);

export const findFile = Effect.fn("fileStore.find")((id: string) =>
  Effect.map(
    queryFirst(FileRow, "SELECT content_type, sha256, data FROM files WHERE id = $1", [id]),
    (row): StoredFile | undefined =>
      row ? { contentType: row.content_type, sha256: row.sha256, data: row.data } : undefined,
  ),
);

export const findFileInfo = Effect.fn("fileStore.findInfo")((id: string) =>
  Effect.map(
    queryFirst(InfoRow, "SELECT id, owner_id, content_type, size FROM files WHERE id = $1", [id]),
    (row): FileInfo | undefined =>
      row ? { id: row.id, ownerId: row.owner_id, contentType: row.content_type, size: row.size } : undefined,
  ),
);
