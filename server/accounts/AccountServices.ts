import type { Database } from "../db/Database";
import type { JobQueue } from "../jobs/JobQueue";
import type { AccountsConfig } from "./AccountsConfig";

/** What the account flows run on: storage, the job queue (mail), keys and policy (the clock is Effect's own). */
export type AccountServices = Database | AccountsConfig | JobQueue;
