import type { Database } from "../db/Database";
import type { Mailer } from "../mail/Mailer";
import type { AccountsConfig } from "./AccountsConfig";

/** What the account flows run on: storage, mail, keys and policy (the clock is Effect's own). */
export type AccountServices = Database | AccountsConfig | Mailer;
