import { createHash, randomBytes } from "node:crypto";

/**
 * Random tokens for refresh tokens and e-mail links: 256 bits, base64url. Only their sha256 is stored;
 * a plain hash suffices because the token itself is random, not a guessable password.
 */
export const newOpaqueToken = (): string => randomBytes(32).toString("base64url");

export const hashOpaqueToken = (token: string): string => createHash("sha256").update(token).digest("hex");
