import { Schema } from "effect";
import { defineCommand } from "../rpc/command";
import { EpochMillis, PasswordInput, TextInput, UserId } from "./accountFields";

/**
 * `register`: creates an account that cannot sign in until its e-mail address is verified; the answer
 * gives what the `/email-verification/{userId}/{email}` page shows.
 */
export const Register = defineCommand({
  service: "funsclub-users",
  name: "register",
  postOnly: true,
  payload: Schema.Struct({ name: TextInput, email: TextInput, password: PasswordInput }),
  success: Schema.Struct({
    userId: UserId,
    email: Schema.String,
    emailVerificationTokenValidUntil: EpochMillis,
  }),
});
