import { useTranslation } from "react-i18next";
import { graphqlPath } from "../../domain/graphql/services.ts";
import {
  TIP_CHAIN_ENTRIES_QUERY,
  TIP_CHAIN_HEAD_QUERY,
  TIP_CHAIN_PAGE_MAX,
} from "../../domain/tips/chain/tipChainQuery.ts";
import { Card } from "../common/Card.tsx";

/** A query as the app sends it, its source indentation evened out: two spaces a level. */
const queryText = (query: string): string =>
  query
    .trim()
    .split("\n")
    .map((line, index, lines) =>
      index === 0 || index === lines.length - 1 ? line.trim() : `  ${line.trim()}`,
    )
    .join("\n");

/** How to check the record without this page: the command, the public query, and the hashing rule. */
export function HowToCheck() {
  const { t, i18n } = useTranslation("tipRecord");
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t("how.title")} className="tip-record__how">
      <ol className="tip-record__steps">
        <li>
          <p>{t("how.browser")}</p>
        </li>
        <li>
          <p>{t("how.command")}</p>
          <pre className="tip-record__code">
            <code>npm run verify-tips</code>
          </pre>
        </li>
        <li>
          <p>{t("how.query", { path: graphqlPath("users"), max: number.format(TIP_CHAIN_PAGE_MAX) })}</p>
          <pre className="tip-record__code">
            <code>{[TIP_CHAIN_HEAD_QUERY, TIP_CHAIN_ENTRIES_QUERY].map(queryText).join("\n")}</code>
          </pre>
        </li>
        <li>
          <p>{t("how.rule")}</p>
          <pre className="tip-record__code">
            <code>hash(n) = SHA-256(hash(n − 1) + entry(n)), hash(0) = 0…0 (64 zeros)</code>
          </pre>
        </li>
        <li>
          <p>{t("how.noteDown")}</p>
        </li>
      </ol>
    </Card>
  );
}
