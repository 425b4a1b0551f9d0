import { useTranslation } from "react-i18next";
import { chunkLoadFailureOf } from "../../domain/app/chunkLoad.ts";

/**
 * Shown when rendering or loading a page fails, by the router and by the app's error boundary. Reload
 * starts over from the server, which is what fixes a failed chunk or a broken state. A chunk that did not
 * load (the page reloads once by itself before it comes to this) says so in words, with its type and URL
 * below for a support request.
 */
export function ErrorPage({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  const chunk = chunkLoadFailureOf(error);
  const message = chunk
    ? chunk.message
    : error instanceof Error && error.message
      ? error.message
      : t("error.unknown");
  return (
    <div className="status-page" role="alert">
      <h1 className="status-page__title status-page__title--error">{t("error.title")}</h1>
      {chunk && (
        <p className="status-page__body" data-chunk-failure={chunk._tag}>
          {t(chunk._tag === "CssChunkLoadError" ? "error.cssChunkLoad" : "error.chunkLoad")}
        </p>
      )}
      <p className="status-page__body status-page__message">{message}</p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={() => window.location.reload()}
      >
        {t("error.reload")}
      </button>
    </div>
  );
}
