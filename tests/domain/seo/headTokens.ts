/**
 * A reader of the head tags as a browser tokenizes them, for the tags `renderHeadTags` writes: void
 * `<meta>`/`<link>` with double-quoted attributes, `<title>` (its text ends at the first `</title`) and
 * `<script>` (its text ends at the first `</script`, undecoded). Anything else throws, so text that
 * escaped its tag shows up as a different list of tags or a throw.
 */
export interface HeadTag {
  readonly name: string;
  readonly attributes: ReadonlyArray<readonly [string, string]>;
  /** The decoded text of a title, the raw text of a script. */
  readonly text?: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export const decodeEntities = (text: string): string =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return ENTITIES[body.toLowerCase()] ?? whole;
  });

const rawTextEnd = (html: string, from: number, name: string): number => {
  // A regex, not toLowerCase: lower-casing may change a string's length (İ), and so every index after.
  const end = new RegExp(`</${name}`, "gi");
  end.lastIndex = from;
  const found = end.exec(html);
  if (!found) throw new Error(`<${name}> is never closed`);
  return found.index;
};

export const readHeadTags = (html: string): HeadTag[] => {
  const tags: HeadTag[] = [];
  let at = 0;
  const skipSpace = () => {
    while (at < html.length && /\s/.test(html[at]!)) at++;
  };
  while (true) {
    skipSpace();
    if (at >= html.length) return tags;
    if (html[at] !== "<") throw new Error(`text outside a tag at ${at}: ${html.slice(at, at + 40)}`);
    const name = /^<([a-z]+)/.exec(html.slice(at))?.[1];
    if (!name) throw new Error(`not a start tag at ${at}: ${html.slice(at, at + 40)}`);
    at += 1 + name.length;
    const attributes: Array<readonly [string, string]> = [];
    while (true) {
      skipSpace();
      if (html[at] === ">") break;
      const attribute = /^([^\s"'>/=]+)="([^"]*)"/.exec(html.slice(at));
      if (!attribute) throw new Error(`bad attribute at ${at}: ${html.slice(at, at + 40)}`);
      attributes.push([attribute[1]!, decodeEntities(attribute[2]!)]);
      at += attribute[0].length;
    }
    at++;
    if (name === "meta" || name === "link") {
      tags.push({ name, attributes });
      continue;
    }
    if (name !== "title" && name !== "script") throw new Error(`unexpected <${name}>`);
    const end = rawTextEnd(html, at, name);
    const raw = html.slice(at, end);
    tags.push({ name, attributes, text: name === "title" ? decodeEntities(raw) : raw });
    const close = `</${name}>`;
    if (html.slice(end, end + close.length) !== close) throw new Error(`bad end of <${name}>`);
    at = end + close.length;
  }
};

/** The value of an attribute of a tag. */
export const attribute = (tag: HeadTag, name: string): string | undefined =>
  tag.attributes.find(([key]) => key === name)?.[1];

/** The `content` of the meta tags whose `name` or `property` is `key`. */
export const metaContents = (tags: ReadonlyArray<HeadTag>, key: string): string[] =>
  tags
    .filter(
      (tag) => tag.name === "meta" && (attribute(tag, "name") === key || attribute(tag, "property") === key),
    )
    .map((tag) => attribute(tag, "content")!);
