/**
 * Bounds of the account form fields (accounts spec section 5 leaves the numbers open; chosen here and
 * recorded in docs/decisions.md). The server and the browser forms read the same values.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;
/** "Limited domain parts": `mail.example.co.uk` has four; more than six is refused. */
export const EMAIL_DOMAIN_MAX_LABELS = 6;

export const NAME_MAX_LENGTH = 50;

export const PASSWORD_MIN_LENGTH = 8;
/** Also bounds the work of hashing: longer input is refused before it reaches scrypt. */
export const PASSWORD_MAX_LENGTH = 128;

export const BIOGRAPHY_MAX_LENGTH = 500;

/**
 * What the RPC edge accepts for a free-text field before the rules above run. Generous on purpose, so an
 * over-long value gets its precise `validation.*.too_long` code rather than a bare invalid payload, while
 * absurd payloads are still stopped at the edge.
 */
export const TEXT_INPUT_MAX_LENGTH = 2_000;
/** Opaque tokens (verification, recovery, refresh) and ids are far shorter than this. */
export const TOKEN_INPUT_MAX_LENGTH = 512;
