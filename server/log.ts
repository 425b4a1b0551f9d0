/**
 * A small leveled logger. Lines are single-line JSON in production (for log collectors) and readable
 * text otherwise. Callers never pass tokens or passwords: `redact` exists for values that may hold them.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  readonly debug: (message: string, fields?: Record<string, unknown>) => void;
  readonly info: (message: string, fields?: Record<string, unknown>) => void;
  readonly warn: (message: string, fields?: Record<string, unknown>) => void;
  readonly error: (message: string, fields?: Record<string, unknown>) => void;
}

export const makeLogger = (level: LogLevel, json = false): Logger => {
  const emit = (at: Exclude<LogLevel, "silent">) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = json
      ? JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields })
      : `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${fields ? ` ${JSON.stringify(fields)}` : ""}`;
    (at === "error" || at === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
};

export const redact = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : value.length <= 8 ? "***" : `${value.slice(0, 4)}…(${value.length})`;
