import { createHash } from "node:crypto";
import type { Sha256 } from "../../../domain/tips/chain/tipChain";

/** The tip record's hash function on the server. */
export const sha256: Sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
