import { Effect } from "effect";
import { AccountsConfig } from "../AccountsConfig";
import { hashPassword } from "../crypto/passwordHash";

/** Hashes a password about to be stored, at the policy's cost. */
export const hashNewPassword = Effect.fn("accounts.hashNewPassword")(function* (password: string) {
  const { policy } = yield* AccountsConfig;
  return yield* hashPassword(password, policy.passwordHashing);
});
