/**
 * The messages of a SqlDriver spoken over a MessagePort (portDriver.ts asks, servePortDriver.ts answers):
 * PGlite runs its SQL on the thread that opened it, so the thread that owns it serves the others.
 */
export type PortRequest =
  | {
      readonly id: number;
      readonly op: "query";
      readonly sql: string;
      readonly params?: unknown[];
      readonly tx?: number;
    }
  | { readonly id: number; readonly op: "exec"; readonly sql: string; readonly tx?: number }
  | { readonly id: number; readonly op: "begin" }
  | { readonly id: number; readonly op: "commit" | "rollback"; readonly tx: number };

/** What survives of a driver's error: its message and the SQLSTATE fields callers may read. */
export interface PortError {
  readonly message: string;
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
}

export type PortReply =
  | { readonly id: number; readonly ok: true; readonly rows?: ReadonlyArray<unknown>; readonly tx?: number }
  | { readonly id: number; readonly ok: false; readonly error: PortError };

export const toPortError = (error: unknown): PortError => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = error as Error & { code?: unknown; detail?: unknown; constraint?: unknown };
  return {
    message: error.message,
    ...(typeof fields.code === "string" ? { code: fields.code } : {}),
    ...(typeof fields.detail === "string" ? { detail: fields.detail } : {}),
    ...(typeof fields.constraint === "string" ? { constraint: fields.constraint } : {}),
  };
};

export const fromPortError = (error: PortError): Error =>
  Object.assign(new Error(error.message), {
    ...(error.code ? { code: error.code } : {}),
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.constraint ? { constraint: error.constraint } : {}),
  });
