import { absoluteUrl, type JsonLd, SCHEMA_ORG } from "./jsonLd";

export interface BreadcrumbItem {
  readonly name: string;
  /** The crumb's page, with its locale segment. */
  readonly path: string;
}

/** schema.org BreadcrumbList: the trail from the home page down to the page, each crumb a link. */
export const breadcrumbList = (items: ReadonlyArray<BreadcrumbItem>, origin: string): JsonLd => ({
  "@context": SCHEMA_ORG,
  "@type": "BreadcrumbList",
  itemListElement: items.map((item, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: item.name,
    item: absoluteUrl(origin, item.path),
  })),
});
