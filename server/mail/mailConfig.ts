import { Schema } from "effect";

const isSmtpUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
};

/**
 * `SMTP_URL`: `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), credentials and port
 * in the URL. NOTE: the message never repeats the value, since it may hold a password.
 */
export const SmtpUrl = Schema.String.check(
  Schema.makeFilter(isSmtpUrl, {
    message: "Expected an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com",
  }),
);

const address = String.raw`[^\s<>@"]+@[^\s<>@"]+`;
const sender = new RegExp(String.raw`^(${address}|[^\r\n<>]*<${address}>)$`);

/** `MAIL_FROM`: a sender such as `FunsClub <no-reply@example.com>` or `no-reply@example.com`. */
export const MailFrom = Schema.String.check(
  Schema.isPattern(sender, {
    message: 'Expected a sender such as "FunsClub <no-reply@example.com>"',
  }),
);

export const DEFAULT_MAIL_FROM = "FunsClub <no-reply@localhost>";
