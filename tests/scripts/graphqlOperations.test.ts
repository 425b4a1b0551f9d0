import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import {
  declaredOperationNames,
  findOperations,
  manifestOf,
  type RegisteredOperation,
} from "../../scripts/graphqlOperations";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient";

const nodeSha256 = (text: string) => createHash("sha256").update(text).digest("hex");

let found: Promise<RegisteredOperation[]> | undefined;
const appOperations = () => {
  found ??= findOperations(process.cwd());
  return found;
};

/** What the web app's client puts on the wire for `document`: the hash it GETs, and the text it resends on a miss. */
const sentByTheClient = async (document: string) => {
  const requests: Array<{ readonly method: string; readonly query: string | undefined; readonly url: URL }> =
    [];
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    const address = new URL(url);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as { query?: string }) : undefined;
    // The resend carries the text as a GET parameter, or in a POST body when the URL would be too long.
    const query = body?.query ?? address.searchParams.get("query") ?? undefined;
    requests.push({ method: init?.method ?? "GET", query, url: address });
    // The first ask is a miss, so urql resends with the text.
    return query
      ? Response.json({ data: { ok: true } })
      : Response.json({ errors: [{ message: "PersistedQueryNotFound" }] });
  };
  await Effect.runPromise(
    Effect.gen(function* () {
      const client = yield* GraphqlClient;
      return yield* client.query("users", document, {});
    }).pipe(Effect.provide(GraphqlClient.layer({ baseUrl: "http://gateway.test", fetch }))),
  );
  const [ask, resend] = requests;
  const extensions = JSON.parse(ask?.url.searchParams.get("extensions") ?? "{}") as {
    persistedQuery?: { sha256Hash?: string };
  };
  return {
    requests: requests.length,
    askedWithText: ask?.query !== undefined,
    hash: extensions.persistedQuery?.sha256Hash,
    resentText: resend?.query,
  };
};

/** A source tree with only `files` (path → text) under it. */
const tree = (files: Readonly<Record<string, string>>): string => {
  const root = mkdtempSync(join(tmpdir(), "operations-"));
  for (const dir of ["domain", "machines", "transport", "ui"]) mkdirSync(join(root, dir));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
};

describe("the operation manifest's finder", () => {
  it("finds the web app's operations, each once", async () => {
    const operations = await appOperations();
    const names = operations.map((operation) => operation.operationName);
    for (const name of [
      "HomeTop",
      "Tips",
      "TipOrders",
      "TipsterRanking",
      "TipsterProfile",
      "TipsterStatistics",
      "TipChainHead",
      "TipChainEntries",
      "AuthProfile",
      "UserLists",
      "ListedUser",
    ]) {
      expect(names).toContain(name);
    }
    // TIPSTER_TIPS_QUERY is TIPS_QUERY: one entry.
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(manifestOf(operations))).toHaveLength(operations.length);
  });

  it("registers the text with its fields spliced in, as the module holds it", async () => {
    const tips = (await appOperations()).find((operation) => operation.operationName === "Tips")!;
    expect(tips.source).toBe("domain/tips/tipsQuery.ts#TIPS_QUERY");
    expect(tips.query).toContain("purchasedByViewer");
    expect(tips.query).toMatch(/^query Tips\(/);
  });

  it("keys each operation by the hash the server computes of its text", async () => {
    for (const operation of await appOperations()) {
      expect(operation.hash).toBe(nodeSha256(operation.query));
    }
  });

  it("gives every operation the hash the web app's client sends, and the text it resends on a miss", async () => {
    for (const operation of await appOperations()) {
      const [file, exportName] = operation.source.split("#") as [string, string];
      const module = (await import(join(process.cwd(), file))) as Record<string, string>;
      const sent = await sentByTheClient(module[exportName]!);
      expect(sent, operation.operationName).toEqual({
        requests: 2,
        askedWithText: false,
        hash: operation.hash,
        resentText: operation.query,
      });
    }
  });

  it("reads the operations a source declares in template literals", () => {
    const source = [
      "const A = /* GraphQL */ `\n  query First($id: ID!) { a }\n`;",
      "const B = `mutation Second { b }`;",
      'const C = "query NotALiteral { c }";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, its placeholder read by the finder
      "const D = `${FIELDS} query`;",
    ].join("\n");
    expect(declaredOperationNames(source)).toEqual(["First", "Second"]);
  });

  it("takes exported operations, fields spliced in, and ignores other strings", async () => {
    const root = tree({
      "domain/queries.ts": [
        "const FIELDS = `id name`;",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a fixture module's source, spliced when it runs
        "export const ONE = /* GraphQL */ `\n  query One {\n    user { ${FIELDS} }\n  }\n`;",
        "export const SAME = ONE;",
        'export const LABEL = "not a query";',
        "export const FRAGMENT_PIECE = FIELDS;",
      ].join("\n"),
    });
    const operations = await findOperations(root);
    expect(
      operations.map((operation) => [operation.operationName, operation.query, operation.source]),
    ).toEqual([["One", "query One {\n  user {\n    id\n    name\n  }\n}", "domain/queries.ts#ONE"]]);
  });

  it("fails when a declared operation is not exported, since it could not be registered", async () => {
    const root = tree({
      "ui/hidden.ts":
        "const HIDDEN = /* GraphQL */ `query Hidden { a }`;\nexport const use = () => HIDDEN;\n",
    });
    await expect(findOperations(root)).rejects.toThrow(/ui\/hidden\.ts declares the operation Hidden/);
  });

  it("leaves tests out", async () => {
    const root = tree({ "ui/page.test.ts": "export const T = `query OnlyInATest { a }`;\n" });
    expect(await findOperations(root)).toEqual([]);
  });
});
