/**
 * SQLSTATE classes and socket errors that mean the database could not be reached or went away mid-way
 * (a restart, a failover): the statement was not applied, and the same request may simply be tried again.
 * Anything else is the request's own fault or a bug.
 */
const UNREACHABLE_SOCKET = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_SQLSTATE = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
]);

export const isConnectionFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // Class 08: connection exception.
    if (code.startsWith("08") || UNAVAILABLE_SQLSTATE.has(code) || UNREACHABLE_SOCKET.has(code)) return true;
  }
  // node-postgres says so in words when the server closes the socket under a query.
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(
    error.message,
  );
};
