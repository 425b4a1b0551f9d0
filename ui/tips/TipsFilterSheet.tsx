import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TIP_COST_MAX } from "../../domain/tips/tip.ts";
import { TIP_ORDERS, type TipOrder, type TipsRequest } from "../../domain/tips/tipsQuery.ts";
import { Modal } from "../auth/Modal.tsx";
import { SlidersIcon } from "../icons/UiIcons.tsx";
import { ORDER_LABELS } from "./orderLabels.ts";

export interface TipsFilter {
  readonly order: TipOrder;
  readonly costMin: number | null;
  readonly costMax: number | null;
}

/** A cost field's text as a whole number of FUN within the range tips may cost, or null when empty. */
const costOf = (text: string): number | null => {
  if (text.trim() === "") return null;
  const value = Math.round(Number(text));
  return Number.isFinite(value) ? Math.min(TIP_COST_MAX, Math.max(0, value)) : null;
};

/** The filter sheet: order and cost range; applied together, so one reload follows. */
export function TipsFilterSheet({
  open,
  request,
  onClose,
  onApply,
}: {
  readonly open: boolean;
  readonly request: TipsRequest;
  readonly onClose: () => void;
  readonly onApply: (filter: TipsFilter) => void;
}) {
  const { t } = useTranslation("tips");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("filterTitle")}
      icon={<SlidersIcon size={22} />}
      labelId="tips-filter"
    >
      {/* Mounted while open only (Modal), so each opening starts from the page's current filter. */}
      <FilterForm request={request} onApply={onApply} />
    </Modal>
  );
}

function FilterForm({
  request,
  onApply,
}: {
  readonly request: TipsRequest;
  readonly onApply: (filter: TipsFilter) => void;
}) {
  const { t } = useTranslation("tips");
  const [order, setOrder] = useState<TipOrder>(request.order);
  const [costMin, setCostMin] = useState(request.costMin === null ? "" : String(request.costMin));
  const [costMax, setCostMax] = useState(request.costMax === null ? "" : String(request.costMax));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = costOf(costMin);
    const max = costOf(costMax);
    // A range typed backwards means the same range.
    const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    onApply({ order, costMin: low, costMax: high });
  };
  return (
    <form className="tips-filter" onSubmit={submit}>
      <fieldset className="tips-filter__orders">
        <legend className="field__label">{t("sort")}</legend>
        {TIP_ORDERS.map((value) => (
          <label key={value} className="tips-filter__order">
            <input
              type="radio"
              name="tips-order"
              value={value}
              checked={order === value}
              onChange={() => setOrder(value)}
            />
            {t(ORDER_LABELS[value])}
          </label>
        ))}
      </fieldset>
      <div className="tips-filter__costs">
        <CostField name="costMin" label={t("costMin")} value={costMin} onChange={setCostMin} />
        <CostField name="costMax" label={t("costMax")} value={costMax} onChange={setCostMax} />
      </div>
      <div className="unlock-sheet__actions">
        <button
          type="button"
          className="button button--ghost button--large"
          onClick={() => onApply({ order: "LAST_CREATED", costMin: null, costMax: null })}
        >
          {t("reset")}
        </button>
        <button type="submit" className="button button--primary button--large">
          {t("apply")}
        </button>
      </div>
    </form>
  );
}

/** One end of the cost range: whole FUN from free to the highest cost a tip may have. */
function CostField({
  name,
  label,
  value,
  onChange,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={TIP_COST_MAX}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
