import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type TipEntryView, tipEntryViewOf } from "../../machines/tipRecord/tipEntryView.ts";
import { TIP_ID_MAX_LENGTH } from "../../machines/tipRecord/tipRecordMachine.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { Card } from "../common/Card.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { CheckCircleIcon, WarningIcon } from "../icons/UiIcons.tsx";
import type { TipRecordActorRef } from "./recordActor.ts";
import { formatRecordTime } from "./recordTime.ts";

/** One tip's entry in the record: paste its id (or open `?tip=<id>`) and see when it was chained. */
export function TipLookup({
  page,
  openedTip,
}: {
  readonly page: TipRecordActorRef;
  readonly openedTip: string | undefined;
}) {
  const { t } = useTranslation("tipRecord");
  const [tipId, setTipId] = useState(openedTip ?? "");
  const hydrated = useHydrated();
  const searching = useSelector(page, (snapshot) => snapshot.hasTag("lookupSearching"));
  const notFound = useSelector(page, (snapshot) => snapshot.hasTag("lookupNotFound"));
  const failed = useSelector(page, (snapshot) => snapshot.hasTag("lookupFailed"));
  const found = useSelector(page, (snapshot) =>
    snapshot.hasTag("lookupFound")
      ? tipEntryViewOf(snapshot.context.lookupTipId ?? "", snapshot.context.lookupRows)
      : undefined,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the tip the address opened.
  useEffect(() => {
    if (openedTip) page.send({ type: "tipRecord.lookup.submit", tipId: openedTip });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.send({ type: "tipRecord.lookup.submit", tipId });
  };
  return (
    <Card title={t("lookup.title")} className="tip-record__lookup">
      <form className="tip-record__lookup-form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t("lookup.label")}</span>
          <input
            className="field__input"
            name="tipId"
            value={tipId}
            maxLength={TIP_ID_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder={t("lookup.placeholder")}
            onChange={(event) => setTipId(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button--ghost"
          disabled={!hydrated || searching}
          aria-busy={searching}
        >
          {t("lookup.submit")}
        </button>
      </form>
      <div aria-live="polite" data-testid="record-lookup">
        {searching && <p className="tip-record__quiet">{t("lookup.searching")}</p>}
        {notFound && <p className="tip-record__problem">{t("lookup.notFound")}</p>}
        {failed && <p className="tip-record__problem">{t("lookup.failed")}</p>}
        {found === null && <p className="tip-record__problem">{t("lookup.unreadable")}</p>}
        {found && <TipEntryFacts entry={found} />}
      </div>
    </Card>
  );
}

const RESULT_KEYS = {
  won: "lookup.result.won",
  lost: "lookup.result.lost",
  void: "lookup.result.void",
  half_won: "lookup.result.halfWon",
  half_lost: "lookup.result.halfLost",
} as const;

function TipEntryFacts({ entry }: { readonly entry: TipEntryView }) {
  const { t, i18n } = useTranslation("tipRecord");
  const { timeZone } = useLineSettings();
  const time = (epochMs: number) => formatRecordTime(epochMs, timeZone.name, i18n.language);
  return (
    <div className="tip-record__entry" data-tip-id={entry.tipId} data-seq={entry.seq}>
      <p
        className={
          entry.placedBeforeKickoff
            ? "tip-record__verdict tip-record__verdict--ok"
            : "tip-record__verdict tip-record__verdict--bad"
        }
      >
        {entry.placedBeforeKickoff ? <CheckCircleIcon size={20} /> : <WarningIcon size={20} />}
        {entry.placedBeforeKickoff ? t("lookup.beforeKickoff") : t("lookup.afterKickoff")}
      </p>
      <dl className="tip-record__facts">
        <div>
          <dt>{t("lookup.entry")}</dt>
          <dd className="tip-record__number">#{entry.seq}</dd>
        </div>
        <div>
          <dt>{t("head.hash")}</dt>
          <dd>
            <code className="tip-record__hash">{entry.hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t("lookup.recordedAt")}</dt>
          <dd>{time(entry.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("lookup.eventStart")}</dt>
          <dd>{time(entry.eventStart)}</dd>
        </div>
        <div>
          <dt>{t("lookup.settlement")}</dt>
          <dd>
            {entry.settlement
              ? t("lookup.settled", {
                  result: t(RESULT_KEYS[entry.settlement.result]),
                  time: time(entry.settlement.settledAt),
                  seq: entry.settlement.seq,
                })
              : t("lookup.open")}
          </dd>
        </div>
      </dl>
    </div>
  );
}
