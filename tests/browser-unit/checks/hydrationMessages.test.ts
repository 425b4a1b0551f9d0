import { describe, expect, it } from "vitest";
import {
  describeHydrationReport,
  HYDRATION_ERROR_CODES,
  isHydrationMessage,
  isReportingConsoleType,
} from "../../browser/checks/hydrationMessages.ts";

describe("isHydrationMessage", () => {
  it.each([
    "Hydration failed because the server rendered HTML didn't match the client. As a result this tree will be regenerated on the client.",
    "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties. This won't be patched up.",
    "Warning: Text content does not match server-rendered HTML.",
    "There was an error while hydrating but React was able to recover by instead client rendering from the nearest Suspense boundary.",
    "Warning: Expected server HTML to contain a matching <div> in <main>.",
    'Warning: Prop `className` did not match. Server: "a" Client: "b"',
    "Uncaught Error: Minified React error #418; visit https://react.dev/errors/418?args[]=text for the full message",
    "Error: Minified React error #425; visit https://react.dev/errors/425 for the full message",
    "https://react.dev/errors/423",
    "Minified React error #419; visit https://reactjs.org/docs/error-decoder.html?invariant=419 for the full message",
    "Minified React error #422",
  ])("finds %s", (text) => {
    expect(isHydrationMessage(text)).toBe(true);
  });

  it.each([
    "Failed to load resource: the server responded with a status of 404 (Not Found)",
    "Minified React error #185; visit https://react.dev/errors/185 for the full message",
    "Error: Minified React error #4180",
    "The toasts actor stopped: Error: boom",
    'Warning: Each child in a list should have a unique "key" prop.',
  ])("leaves %s alone", (text) => {
    expect(isHydrationMessage(text)).toBe(false);
  });

  it("knows every hydration error number", () => {
    for (const code of HYDRATION_ERROR_CODES) {
      expect(
        isHydrationMessage(`Minified React error #${code}; visit https://react.dev/errors/${code}`),
      ).toBe(true);
    }
  });
});

describe("isReportingConsoleType", () => {
  it("listens to errors and warnings only", () => {
    expect(["log", "info", "debug", "error", "warning"].filter(isReportingConsoleType)).toEqual([
      "error",
      "warning",
    ]);
  });
});

describe("describeHydrationReport", () => {
  it("keeps the first lines and says when the component stack was cut", () => {
    const text = "Hydration failed because\n  the text differs\n  <p>\n    at Score\n    at EventHeader";
    expect(describeHydrationReport("console", text)).toBe(
      "console: Hydration failed because the text differs <p> …",
    );
    expect(describeHydrationReport("page error", "Minified React error #418")).toBe(
      "page error: Minified React error #418",
    );
  });
});
