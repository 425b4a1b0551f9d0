import type { SentMail } from "./mailMessage";

/**
 * Where mail goes while there is no SMTP relay: kept for the development mailbox (`GET /dev/mail`) and
 * for tests. `fileOutbox` writes under DATA_DIR/mail; `memoryOutbox` keeps a list (DATA_DIR=memory://).
 */
export interface MailOutbox {
  readonly deliver: (mail: SentMail) => Promise<void>;
  /** Newest first. */
  readonly list: (limit: number) => Promise<ReadonlyArray<SentMail>>;
}
