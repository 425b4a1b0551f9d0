import { join } from "node:path";
import { fileOutbox } from "./fileOutbox";
import type { MailOutbox } from "./MailOutbox";
import { memoryOutbox } from "./memoryOutbox";

/** The outbox that goes with DATA_DIR: files under `DATA_DIR/mail`, or memory for `memory://`. */
export const openOutbox = (dataDir: string): MailOutbox =>
  dataDir.startsWith("memory://") ? memoryOutbox() : fileOutbox(join(dataDir, "mail"));
