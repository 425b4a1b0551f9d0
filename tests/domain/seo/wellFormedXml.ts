/**
 * A small XML reader for tests: it walks the text once (no regular expressions over the document) and
 * throws at the first thing that is not well-formed XML 1.0 — unbalanced or crossed tags, a raw `<` or
 * `&` in text, an unknown entity, an unquoted or repeated attribute, a second root, a control character.
 * Enough for the documents we write; no DTDs, CDATA or processing instructions past the declaration.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: ReadonlyArray<XmlElement>;
  /** The element's own text, entities decoded. */
  readonly text: string;
}

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const isNameStart = (c: string) => /[A-Za-z_:]/.test(c);
const isNameChar = (c: string) => /[A-Za-z0-9_:.-]/.test(c);
const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\r" || c === "\t";

export const parseXml = (source: string): XmlElement => {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed at ${at}: ${why} (…${source.slice(Math.max(0, at - 30), at + 30)}…)`);
  };
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) {
      at = i;
      fail(`control character ${code}`);
    }
  }
  const skipSpace = () => {
    while (isSpace(source[at])) at++;
  };
  const skipComments = () => {
    for (skipSpace(); source.startsWith("<!--", at); skipSpace()) {
      const end = source.indexOf("-->", at + 4);
      if (end < 0) fail("unclosed comment");
      at = end + 3;
    }
  };
  const name = (): string => {
    const start = at;
    if (!isNameStart(source[at] ?? "")) fail("expected a name");
    while (at < source.length && isNameChar(source[at]!)) at++;
    return source.slice(start, at);
  };
  const entity = (): string => {
    const end = source.indexOf(";", at);
    if (end < 0 || end - at > 10) fail("`&` that starts no entity");
    const body = source.slice(at + 1, end);
    at = end + 1;
    if (body.startsWith("#x")) {
      const code = Number.parseInt(body.slice(2), 16);
      if (!/^[0-9a-fA-F]+$/.test(body.slice(2)) || Number.isNaN(code)) fail(`bad reference &${body};`);
      return String.fromCodePoint(code);
    }
    if (body.startsWith("#")) {
      if (!/^\d+$/.test(body.slice(1))) fail(`bad reference &${body};`);
      return String.fromCodePoint(Number(body.slice(1)));
    }
    return NAMED[body] ?? fail(`unknown entity &${body};`);
  };
  const text = (stop: string): string => {
    let out = "";
    while (at < source.length && source[at] !== stop) {
      const c = source[at]!;
      if (c === "&") out += entity();
      else if (c === "<") fail("raw `<` in an attribute value");
      else {
        out += c;
        at++;
      }
    }
    if (at >= source.length) fail(`expected ${stop}`);
    return out;
  };
  const element = (): XmlElement => {
    if (source[at] !== "<") fail("expected `<`");
    at++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const spaced = isSpace(source[at]);
      skipSpace();
      if (source.startsWith("/>", at)) {
        at += 2;
        return { name: tag, attributes, children: [], text: "" };
      }
      if (source[at] === ">") {
        at++;
        break;
      }
      if (!spaced) fail("attributes must be separated by space");
      const attribute = name();
      skipSpace();
      if (source[at] !== "=") fail("expected `=`");
      at++;
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail("unquoted attribute value");
      at++;
      if (attribute in attributes) fail(`repeated attribute ${attribute}`);
      attributes[attribute] = text(quote!);
      at++;
    }
    const children: XmlElement[] = [];
    let own = "";
    for (;;) {
      if (at >= source.length) fail(`unclosed <${tag}>`);
      if (source.startsWith("</", at)) {
        at += 2;
        const closing = name();
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
        skipSpace();
        if (source[at] !== ">") fail("expected `>`");
        at++;
        return { name: tag, attributes, children, text: own };
      }
      if (source.startsWith("<!--", at)) skipComments();
      else if (source[at] === "<") children.push(element());
      else if (source[at] === "&") own += entity();
      else if (source[at] === ">" && source.startsWith("]]>", at - 2)) fail("`]]>` in text");
      else own += source[at++];
    }
  };

  if (source.startsWith("<?xml", at)) {
    const end = source.indexOf("?>", at);
    if (end < 0) fail("unclosed declaration");
    at = end + 2;
  }
  skipComments();
  const root = element();
  skipComments();
  if (at !== source.length) fail("content after the root element");
  return root;
};

/** The children named `name`, for reading a parsed document. */
export const childrenNamed = (element: XmlElement, name: string): ReadonlyArray<XmlElement> =>
  element.children.filter((child) => child.name === name);

/** The text of the one child named `name`, or undefined. */
export const childText = (element: XmlElement, name: string): string | undefined =>
  childrenNamed(element, name)[0]?.text;
