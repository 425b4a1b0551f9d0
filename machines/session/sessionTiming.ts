/** Session timing (accounts spec sections 4 and 9); the machine's named delays default to these. */

/** Start-up validation waits this long so it does not compete with the first page's own calls. */
export const VALIDATION_DELAY_MS = 500;
/** Pause before a refresh that failed for a reason other than the session is tried again. */
export const RETRY_DELAY_MS = 5_000;
/** Quiet time after the last user activity before the keep-alive is extended. */
export const KEEP_ALIVE_DEBOUNCE_MS = 2_000;
/**
 * Time without activity after which the keep-alive is revoked. The spec allows 10 s or 1 minute depending
 * on the environment; production takes the minute, the composition root may provide 10 s for development.
 */
export const INACTIVITY_MS = 60_000;
/** Consecutive refresh cycles without a successful call after which the session is a refreshing loop. */
export const REFRESH_LOOP_LIMIT = 4;
/** Browsers run a timer longer than a signed 32-bit count of milliseconds at once: never ask for more. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
