import { useEffect, useState, useSyncExternalStore } from "react";
import type { InspectorStore } from "./inspectorStore.ts";
import "./inspector.css";

/** Alt+Shift+M; `code` rather than `key`, because Alt+Shift changes the typed character on some layouts. */
const isToggle = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === "KeyM";

/** Development only: every running actor, its state value and its last events. */
export function InspectorPanel({ store }: { readonly store: InspectorStore }) {
  const [open, setOpen] = useState(false);
  const actors = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToggle(event)) setOpen((value) => !value);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (!open) return null;
  return (
    <aside className="inspector" aria-label="Machine inspector">
      <header className="inspector__header">
        <strong>Machines</strong>
        <span className="inspector__hint">Alt+Shift+M</span>
        <button type="button" className="inspector__close" onClick={() => setOpen(false)}>
          Close
        </button>
      </header>
      <ul className="inspector__list">
        {actors.map((actor) => (
          <li key={actor.sessionId} className="inspector__actor">
            <div className="inspector__row">
              <span className="inspector__id">{actor.id}</span>
              <code className="inspector__state">{actor.state}</code>
            </div>
            <ol className="inspector__events">
              {actor.events.map((type, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same event type repeats; position is identity
                <li key={index}>{type}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </aside>
  );
}
