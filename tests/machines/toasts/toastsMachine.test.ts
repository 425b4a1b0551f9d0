import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { showToast, type ToastsEvent, toastsMachine } from "../../../machines/toasts/toastsMachine.ts";
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_TYPES,
  UnsupportedToastTypeError,
} from "../../../machines/toasts/toastTypes.ts";

describe("toastsMachine", () => {
  let actor: Actor<typeof toastsMachine>;
  const errors: unknown[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    errors.length = 0;
    actor = createActor(toastsMachine);
    // An error observer, so an errored actor is asserted here rather than rethrown as unhandled.
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  const messages = () => actor.getSnapshot().context.toasts.map((toast) => toast.message);

  describe("when in the idle state", () => {
    it("starts with no toasts", () => {
      expect(actor.getSnapshot().value).toBe("idle");
      expect(messages()).toEqual([]);
    });

    it.each(TOAST_TYPES)("shows a %s toast", (type) => {
      actor.send(showToast({ type, message: "Hello", title: "Ana" }));
      expect(actor.getSnapshot().value).toBe("visible");
      expect(actor.getSnapshot().context.toasts).toEqual([
        { id: "toast-1", type, message: "Hello", title: "Ana" },
      ]);
    });
  });

  describe("when in the visible state", () => {
    it("closes a toast after 3000 ms, not before", () => {
      expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
      actor.send(showToast({ type: "success", message: "Saved" }));
      vi.advanceTimersByTime(2999);
      expect(messages()).toEqual(["Saved"]);
      vi.advanceTimersByTime(1);
      expect(messages()).toEqual([]);
      expect(actor.getSnapshot().value).toBe("idle");
    });

    it("gives each toast its own 3000 ms", () => {
      actor.send(showToast({ type: "success", message: "first" }));
      vi.advanceTimersByTime(1000);
      actor.send(showToast({ type: "warning", message: "second" }));
      vi.advanceTimersByTime(2000);
      expect(messages()).toEqual(["second"]);
      vi.advanceTimersByTime(999);
      expect(messages()).toEqual(["second"]);
      vi.advanceTimersByTime(1);
      expect(messages()).toEqual([]);
    });

    it("closes a toast by hand and cancels its timer", () => {
      actor.send(showToast({ type: "error", message: "Failed" }));
      actor.send({ type: "toast.close", id: "toast-1" });
      expect(actor.getSnapshot().value).toBe("idle");
      expect(vi.getTimerCount()).toBe(0);
    });

    it("ignores closing a toast that is already gone", () => {
      actor.send(showToast({ type: "success", message: "a" }));
      actor.send(showToast({ type: "success", message: "b" }));
      actor.send({ type: "toast.close", id: "toast-9" });
      expect(messages()).toEqual(["a", "b"]);
    });

    it("keeps three toasts at most, dropping the oldest with its timer", () => {
      for (const message of ["a", "b", "c", "d"]) actor.send(showToast({ type: "success", message }));
      expect(messages()).toEqual(["b", "c", "d"]);
      expect(vi.getTimerCount()).toBe(3);
    });

    it("uses a provided delay instead of the default", () => {
      const quick = createActor(toastsMachine.provide({ delays: { autoClose: 10 } })).start();
      quick.send(showToast({ type: "success", message: "quick" }));
      vi.advanceTimersByTime(10);
      expect(quick.getSnapshot().value).toBe("idle");
      quick.stop();
    });
  });

  describe("an unsupported toast type", () => {
    it("throws at the call site, and the queue keeps working", () => {
      expect(() => showToast({ type: "info", message: "FYI" })).toThrow(UnsupportedToastTypeError);
      expect(() => showToast({ type: "info", message: "FYI" })).toThrow("Unsupported toast type: info");
      actor.send(showToast({ type: "success", message: "still fine" }));
      expect(messages()).toEqual(["still fine"]);
    });

    it("stops the actor with that error when a raw event reaches the machine", () => {
      actor.send(showToast({ type: "success", message: "before" }));
      actor.send({ type: "toast.show", toast: { type: "info", message: "FYI" } } as unknown as ToastsEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.status).toBe("error");
      expect(snapshot.error).toBeInstanceOf(UnsupportedToastTypeError);
      expect(errors).toEqual([snapshot.error]);
      // The unsupported toast never entered the queue.
      expect(snapshot.context.toasts.map((toast) => toast.message)).toEqual(["before"]);
    });
  });
});
