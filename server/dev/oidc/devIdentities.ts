import { createHash } from "node:crypto";
import { Exit, Schema } from "effect";
import { TextInput } from "../../../domain/accounts/accountFields";
import { emailRules, nameRules, normalizeEmail, normalizeName } from "../../../domain/accounts/validation";

/** Someone signing in at the development provider. Its e-mail address always counts as verified. */
export interface DevIdentity {
  readonly name: string;
  readonly email: string;
}

/** Offered with one click on the development provider's page. */
export const PRESET_IDENTITIES: ReadonlyArray<DevIdentity> = [
  { name: "Ann Smith", email: "ann.smith@example.com" },
  { name: "Bruno Costa", email: "bruno.costa@example.com" },
  { name: "Chen Wei", email: "chen.wei@example.com" },
];

/** The same address is the same person at this provider, whatever name comes with it. */
export const devSubject = (email: string): string =>
  `dev-${createHash("sha256").update(normalizeEmail(email)).digest("hex").slice(0, 32)}`;

const IdentityForm = Schema.Struct({ name: TextInput, email: TextInput });

/** Reads the page's form: a valid name and address, or what to tell the person. */
export const readIdentityForm = (
  body: URLSearchParams,
): { readonly identity: DevIdentity } | { readonly problem: string } => {
  const decoded = Schema.decodeUnknownExit(IdentityForm)({
    name: body.get("name") ?? "",
    email: body.get("email") ?? "",
  });
  if (Exit.isFailure(decoded)) return { problem: "Type a name and an e-mail address." };
  const name = normalizeName(decoded.value.name);
  const email = normalizeEmail(decoded.value.email);
  if (nameRules(name).length > 0) return { problem: "A name is letters in words (at most 50)." };
  if (emailRules(email).length > 0) return { problem: "That e-mail address does not look right." };
  return { identity: { name, email } };
};

/** Who signed in, by subject, so the provider can answer their claims (memory: dev only). */
export const makeDevAccounts = () => {
  const known = new Map<string, DevIdentity>();
  return {
    remember: (identity: DevIdentity): string => {
      const subject = devSubject(identity.email);
      known.set(subject, identity);
      return subject;
    },
    find: (subject: string): DevIdentity | undefined => known.get(subject),
  };
};
export type DevAccounts = ReturnType<typeof makeDevAccounts>;
