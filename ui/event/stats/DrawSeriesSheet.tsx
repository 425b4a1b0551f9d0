import { useTranslation } from "react-i18next";
import { type ResultSeries, resultSeries, type TeamResult } from "../../../domain/statistics/resultSeries.ts";
import type { EventH2hAnswer } from "../../../domain/statistics/statisticsAnswers.ts";
import { Modal } from "../../auth/Modal.tsx";
import { UsersIcon } from "../../icons/UiIcons.tsx";
import { FormPills } from "../../statistics/FormPills.tsx";

const LETTER: Readonly<Record<TeamResult, string>> = { win: "W", draw: "D", loss: "L" };

/**
 * The "draw series" sheet (issue 9, h2h tab): for each team and for their meetings, the run the latest
 * results make (three draws in a row), the longest runs of draws and wins, and the tally, over the
 * matches the tab lists.
 */
export function DrawSeriesSheet({
  answer,
  onClose,
}: {
  readonly answer: EventH2hAnswer;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const blocks = [
    { key: "home", title: answer.home.name, series: resultSeries(answer.homeLast, answer.home.id) },
    { key: "away", title: answer.away.name, series: resultSeries(answer.awayLast, answer.away.id) },
    {
      key: "meetings",
      title: t("h2h.sheet.meetings", { team: answer.home.name }),
      series: resultSeries(answer.headToHead, answer.home.id),
    },
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={t("h2h.sheet.title")}
      icon={<UsersIcon size={22} />}
      labelId="draw-series-sheet"
    >
      <div className="modal__body draw-series">
        <p>{t("h2h.sheet.intro")}</p>
        {blocks.map((block) => (
          <SeriesBlock key={block.key} title={block.title} series={block.series} />
        ))}
      </div>
    </Modal>
  );
}

function SeriesBlock({ title, series }: { readonly title: string; readonly series: ResultSeries }) {
  const { t } = useTranslation("eventStatsTabs");
  const run = series.run;
  return (
    <section className="draw-series__block">
      <h3 className="draw-series__title">{title}</h3>
      {run === null ? (
        <p className="draw-series__run">{t("h2h.sheet.noRun")}</p>
      ) : (
        <>
          <p className={`draw-series__run draw-series__run--${run.result}`}>
            {t(`h2h.sheet.streak.${run.result}`, { length: run.length })}
          </p>
          <FormPills form={[...series.results].reverse().map((result) => LETTER[result])} />
          <ul className="draw-series__facts">
            <li>{t("h2h.sheet.longestDraws", { length: series.longest.draw })}</li>
            <li>{t("h2h.sheet.longestWins", { length: series.longest.win })}</li>
            <li>{t("h2h.sheet.counts", series.count)}</li>
          </ul>
        </>
      )}
    </section>
  );
}
