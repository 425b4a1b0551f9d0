import { useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle } from "../app/hooks.ts";
import { TIP_RECORD_INPUT, TIP_RECORD_PAGE_KEY, tipRecordActorsFor } from "../app/tipRecordActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { HowToCheck } from "./HowToCheck.tsx";
import { RecordHead } from "./RecordHead.tsx";
import { TipLookup } from "./TipLookup.tsx";
import { VerifyPanel } from "./VerifyPanel.tsx";
import "./tipRecord.css";

/**
 * `/{locale}/tips-record`: the public tip record (issue 8). The server renders what it is and where it
 * stands; the visitor's browser verifies every entry itself and looks single tips up (`?tip=<id>` opens
 * one at once).
 */
export function TipRecordPage() {
  const { t } = useTranslation("tipRecord");
  useDocumentTitle(t("title"));
  const actors = tipRecordActorsFor(useAppActors());
  const page = usePageActor(actors.logic, {
    key: TIP_RECORD_PAGE_KEY,
    input: TIP_RECORD_INPUT,
    id: "tipRecord",
    inspect: actors.deps.inspect,
    resume: { type: "tipRecord.resume" },
  });
  const search = useSearch({ strict: false }) as { readonly tip?: unknown };
  const openedTip = typeof search.tip === "string" ? search.tip : undefined;
  return (
    <div className="page tip-record">
      <header className="page__header">
        <h1 className="page__title">{t("title")}</h1>
        <p className="page__subtitle">{t("subtitle")}</p>
      </header>
      <p className="tip-record__intro">{t("intro")}</p>
      <div className="tip-record__grid">
        <RecordHead page={page} />
        <VerifyPanel page={page} />
      </div>
      <TipLookup page={page} openedTip={openedTip} />
      <HowToCheck />
    </div>
  );
}
