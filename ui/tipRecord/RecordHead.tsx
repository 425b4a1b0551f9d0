import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { Card } from "../common/Card.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import type { TipRecordActorRef } from "./recordActor.ts";
import { formatRecordTime } from "./recordTime.ts";

/** Where the record stands: the last entry's number, hash and time, for anyone to note down. */
export function RecordHead({ page }: { readonly page: TipRecordActorRef }) {
  const { t, i18n } = useTranslation("tipRecord");
  const { timeZone } = useLineSettings();
  const head = useSelector(page, (snapshot) => snapshot.context.head);
  const failed = useSelector(page, (snapshot) => snapshot.hasTag("headFailed"));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t("head.title")} className="tip-record__head">
      {head ? (
        <dl className="tip-record__facts" data-testid="record-head" data-seq={head.seq} data-hash={head.hash}>
          <div>
            <dt>{t("head.entries")}</dt>
            <dd className="tip-record__number">{number.format(head.seq)}</dd>
          </div>
          <div>
            <dt>{t("head.hash")}</dt>
            <dd>
              <code className="tip-record__hash">{head.hash}</code>
            </dd>
          </div>
          <div>
            <dt>{t("head.time")}</dt>
            <dd>
              {head.at === null ? t("head.empty") : formatRecordTime(head.at, timeZone.name, i18n.language)}
            </dd>
          </div>
        </dl>
      ) : failed ? (
        <div className="tip-record__problem" role="alert">
          <p>{t("head.failed")}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => page.send({ type: "tipRecord.head.retry" })}
          >
            {t("retry")}
          </button>
        </div>
      ) : (
        <p className="tip-record__quiet" aria-busy="true">
          {t("head.loading")}
        </p>
      )}
      <p className="tip-record__quiet">{t("head.noteDown")}</p>
    </Card>
  );
}
