import { escapeHtml } from "./escapeHtml";
import type { OutgoingMail } from "./mailMessage";

/**
 * The account mails. English for now: the link opens the site in the user's saved locale, and translated
 * bodies come with the translation catalogue.
 */
interface LinkMail {
  readonly to: string;
  readonly name: string;
  readonly url: string;
  readonly validUntil: number;
}

const expiryText = (validUntil: number): string =>
  `${new Date(validUntil).toISOString().replace("T", " ").slice(0, 16)} UTC`;

const compose = (
  mail: LinkMail,
  subject: string,
  lines: ReadonlyArray<string>,
  label: string,
): OutgoingMail => ({
  to: mail.to,
  subject,
  text: [
    `Hello ${mail.name},`,
    "",
    ...lines,
    "",
    mail.url,
    "",
    `The link works until ${expiryText(mail.validUntil)}.`,
  ].join("\n"),
  html: [
    `<p>Hello ${escapeHtml(mail.name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.url)}">${escapeHtml(label)}</a></p>`,
    `<p>The link works until ${escapeHtml(expiryText(mail.validUntil))}.</p>`,
  ].join("\n"),
  links: [{ label, url: mail.url }],
});

export const emailVerificationMail = (mail: LinkMail & { readonly newAddress: boolean }): OutgoingMail =>
  compose(
    mail,
    mail.newAddress ? "Confirm your new FunsClub e-mail address" : "Verify your FunsClub account",
    [
      mail.newAddress
        ? "Follow the link below to make this address the sign-in e-mail of your FunsClub account."
        : "Welcome to FunsClub! Follow the link below to verify your e-mail address and sign in.",
      "If you did not ask for this, ignore this mail.",
    ],
    mail.newAddress ? "Confirm the new address" : "Verify my e-mail",
  );

export const passwordResetMail = (mail: LinkMail): OutgoingMail =>
  compose(
    mail,
    "Reset your FunsClub password",
    [
      "Someone (we hope you) asked to reset the password of your FunsClub account. Follow the link below to choose a new one.",
      "If it was not you, ignore this mail: your password stays as it is.",
    ],
    "Choose a new password",
  );
