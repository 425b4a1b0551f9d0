import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { showToast, toastsMachine } from "../../machines/toasts/toastsMachine.ts";
import { createInspectorStore } from "../../ui/devtools/inspectorStore.ts";

describe("the development inspector", () => {
  it("lists each actor with its state and its last events, newest first", () => {
    const store = createInspectorStore(2);
    const actor = createActor(toastsMachine, { id: "toasts", inspect: store.inspect }).start();
    actor.send(showToast({ type: "success", message: "one" }));
    actor.send(showToast({ type: "error", message: "two" }));

    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ id: "toasts", state: '"visible"', events: ["toast.show", "toast.show"] }),
    ]);
    actor.send({ type: "toast.close", id: "toast-1" });
    expect(store.getSnapshot()[0]?.events).toEqual(["toast.close", "toast.show"]);
    actor.stop();
  });

  it("tells subscribers about every change and stops when they leave", () => {
    const store = createInspectorStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    const actor = createActor(toastsMachine, { inspect: store.inspect }).start();
    const afterStart = calls;
    expect(afterStart).toBeGreaterThan(0);
    unsubscribe();
    actor.send(showToast({ type: "success", message: "unheard" }));
    expect(calls).toBe(afterStart);
    actor.stop();
  });
});
