import type { i18n as I18n } from "i18next";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import type { LocalePath } from "../../../domain/i18n/locales.ts";

export interface PageHeadContext {
  readonly url: URL;
  readonly locale: LocalePath;
  readonly i18n: I18n;
  readonly origin: string;
  readonly notFound: boolean;
  readonly signedInOnly: boolean;
  readonly eventId: string | undefined;
  readonly eventTree: FeedTree | undefined;
}

const escapeText = (value: string): string => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The page's head tags (TODO: the SEO builders). */
export const pageHeadTags = ({ i18n }: PageHeadContext): string =>
  `<title>${escapeText(i18n.t("app.title"))} · FunsClub</title>`;
