import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { ChainMismatch } from "../../machines/tipRecord/chainPageCheck.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { Card } from "../common/Card.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { CheckCircleIcon, WarningIcon } from "../icons/UiIcons.tsx";
import { mismatchKey, mismatchValueKind } from "./mismatchText.ts";
import type { TipRecordActorRef } from "./recordActor.ts";
import { formatRecordTime } from "./recordTime.ts";

/** "Verify in my browser": every entry read and its hash recomputed here, with the progress and the verdict. */
export function VerifyPanel({ page }: { readonly page: TipRecordActorRef }) {
  const { t, i18n } = useTranslation("tipRecord");
  const number = new Intl.NumberFormat(i18n.language);
  const verifying = useSelector(page, (snapshot) => snapshot.hasTag("verifying"));
  const verified = useSelector(page, (snapshot) => snapshot.hasTag("verified"));
  const failed = useSelector(page, (snapshot) => snapshot.hasTag("verifyFailed"));
  const mismatch = useSelector(page, (snapshot) => snapshot.context.mismatch);
  const checked = useSelector(page, (snapshot) => snapshot.context.progress.head.seq);
  const total = useSelector(page, (snapshot) => snapshot.context.target?.seq ?? null);
  // The server's button does nothing until the page's scripts run: it waits for them, pressable.
  const hydrated = useHydrated();
  const verdict = verified
    ? "verified"
    : mismatch
      ? "mismatch"
      : failed
        ? "failed"
        : verifying
          ? "running"
          : "idle";
  return (
    <Card title={t("verify.title")} className="tip-record__verify">
      <div className="tip-record__verify-body" data-testid="record-verify" data-verdict={verdict}>
        <p className="tip-record__quiet">{t("verify.explain")}</p>
        {verifying && (
          <div className="tip-record__progress" aria-live="polite">
            <progress max={Math.max(total ?? 1, 1)} value={total === null ? undefined : checked} />
            <span>
              {total === null
                ? t("verify.starting")
                : t("verify.progress", { checked: number.format(checked), total: number.format(total) })}
            </span>
          </div>
        )}
        {verified && (
          <p className="tip-record__verdict tip-record__verdict--ok" role="status">
            <CheckCircleIcon size={20} />
            {t("verify.verified", { entries: number.format(checked) })}
          </p>
        )}
        {mismatch && !verifying && <MismatchReport mismatch={mismatch} />}
        {failed && (
          <p className="tip-record__problem" role="alert">
            {t("verify.failed")}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() => page.send({ type: "tipRecord.verify" })}
          disabled={!hydrated || verifying}
          aria-busy={verifying}
        >
          {verified || mismatch || failed ? t("verify.again") : t("verify.start")}
        </button>
      </div>
    </Card>
  );
}

function MismatchReport({ mismatch }: { readonly mismatch: ChainMismatch }) {
  const { t, i18n } = useTranslation("tipRecord");
  const { timeZone } = useLineSettings();
  const kind = mismatchValueKind(mismatch.kind);
  const value = (text: string | null) => {
    if (text === null) return t("mismatch.nothing");
    if (kind === "time") return formatRecordTime(Number(text), timeZone.name, i18n.language);
    if (kind === "seq") return `#${text}`;
    return <code className="tip-record__hash">{text}</code>;
  };
  return (
    <div className="tip-record__verdict tip-record__verdict--bad" role="alert" data-seq={mismatch.seq}>
      <p className="tip-record__verdict-title">
        <WarningIcon size={20} />
        {t("mismatch.title", { seq: mismatch.seq })}
      </p>
      <p>{t(mismatchKey(mismatch.kind))}</p>
      {(mismatch.expected !== null || mismatch.found !== null) && (
        <dl className="tip-record__facts">
          <div>
            <dt>{kind === "time" ? t("mismatch.eventStart") : t("mismatch.expected")}</dt>
            <dd>{value(mismatch.expected)}</dd>
          </div>
          <div>
            <dt>{kind === "time" ? t("mismatch.recordedAt") : t("mismatch.found")}</dt>
            <dd>{value(mismatch.found)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
