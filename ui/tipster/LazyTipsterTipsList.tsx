import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { TipsterTipsRequest } from "../../domain/tips/tipsterProfileQuery.ts";
import { TipsSkeleton } from "../tips/TipsSkeleton.tsx";

// The tip cards and their machines are a chunk of their own: the statistics tab never needs them.
const TipsterTipsList = lazy(() =>
  import("./TipsterTipsList.tsx").then((module) => ({ default: module.TipsterTipsList })),
);

/** A profile tip list, its cards' outline shown while their chunk arrives. */
export function LazyTipsterTipsList({ request }: { readonly request: TipsterTipsRequest }) {
  const { t } = useTranslation("tipster");
  return (
    <Suspense fallback={<TipsSkeleton label={t("list.loading")} />}>
      <TipsterTipsList request={request} />
    </Suspense>
  );
}
