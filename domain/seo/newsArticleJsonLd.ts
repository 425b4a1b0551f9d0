import { definedFields, isoDateTime, type JsonLd, SCHEMA_ORG } from "./jsonLd";
import { SITE_NAME } from "./pageHead";

export interface NewsArticlePage {
  readonly headline: string;
  readonly description?: string | undefined;
  /** The article's absolute URL. */
  readonly url: string;
  /** Absolute image URLs; Google wants at least one for article rich results. */
  readonly imageUrls: ReadonlyArray<string>;
  /** Epoch ms. */
  readonly publishedAt: number;
  readonly modifiedAt?: number | undefined;
  readonly authorName: string;
  /** The publisher's logo (absolute URL). */
  readonly publisherLogoUrl?: string | undefined;
  /** The article's language tag, `en`, `zh-TW`… */
  readonly language: string;
}

/** schema.org NewsArticle for a news page, published by FunsClub. */
export const newsArticleJsonLd = (article: NewsArticlePage): JsonLd =>
  definedFields({
    "@context": SCHEMA_ORG,
    "@type": "NewsArticle",
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    image: article.imageUrls,
    datePublished: isoDateTime(article.publishedAt),
    dateModified: isoDateTime(article.modifiedAt ?? article.publishedAt),
    inLanguage: article.language,
    author: { "@type": "Person", name: article.authorName },
    publisher: definedFields({
      "@type": "Organization",
      name: SITE_NAME,
      logo:
        article.publisherLogoUrl === undefined
          ? undefined
          : { "@type": "ImageObject", url: article.publisherLogoUrl },
    }),
  });
