import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { ToastsActorRef } from "../app/routerContext.ts";
import { ToastItem } from "./ToastItem.tsx";

/** Bottom-centre toasts. The live region is always in the page, so screen readers announce new toasts. */
export function ToastRegion({ toasts }: { readonly toasts: ToastsActorRef }) {
  const { t } = useTranslation();
  const items = useSelector(toasts, (snapshot) => snapshot.context.toasts);
  return (
    <section className="toasts" aria-label={t("toasts.region")}>
      <ol className="toasts__list" aria-live="polite">
        {items.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            onClose={() => toasts.send({ type: "toast.close", id: toast.id })}
          />
        ))}
      </ol>
    </section>
  );
}
