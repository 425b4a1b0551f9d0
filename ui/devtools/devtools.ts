import { createInspectorStore } from "./inspectorStore.ts";

/** Loaded by `ui/main.tsx` only in development, through a dynamic import the production build drops. */
export const inspectorStore = createInspectorStore();
export { InspectorPanel } from "./InspectorPanel.tsx";
