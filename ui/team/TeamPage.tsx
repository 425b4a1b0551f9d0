import { useDocumentTitle } from "../app/hooks.ts";

/** Placeholder while issue 9 builds the page (replaced by its own work). */
export function TeamPage() {
  useDocumentTitle("Team");
  return <div className="status-page" />;
}
