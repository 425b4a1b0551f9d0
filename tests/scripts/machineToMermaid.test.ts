import { describe, expect, it } from "vitest";
import { fromCallback, setup } from "xstate";
import { describeStates, machineToMermaid } from "../../scripts/machineToMermaid";

/** Small, but with everything the converter handles: nesting, a guard, delays, a self-loop, invoke, final. */
const doorMachine = setup({
  types: { events: {} as { type: "open" } | { type: "close" } | { type: "lock" } | { type: "knock" } },
  actors: { sensor: fromCallback(() => {}) },
  guards: { hasKey: () => true },
  delays: { autoClose: 3000 },
}).createMachine({
  id: "door",
  initial: "closed",
  on: { lock: ".locked" },
  states: {
    closed: {
      on: { open: { target: "opened", guard: "hasKey" }, knock: { actions: () => {} } },
    },
    opened: {
      tags: ["busy"],
      invoke: { id: "sensor", src: "sensor" },
      initial: "moving",
      states: {
        moving: { after: { 500: "still" } },
        still: { on: { knock: { target: "still", reenter: true } } },
      },
      after: { autoClose: "closed" },
      on: { close: "closed" },
    },
    locked: { type: "final" },
  },
});

describe("machineToMermaid", () => {
  it("draws initial states, nesting, guarded and delayed transitions, self-loops and final states", () => {
    expect(machineToMermaid(doorMachine)).toBe(
      [
        "stateDiagram-v2",
        "  [*] --> closed",
        "  state opened {",
        "    [*] --> opened_moving",
        '    state "moving" as opened_moving',
        '    state "still" as opened_still',
        "    opened_moving --> opened_still : after 500 ms",
        "    opened_still --> opened_still : knock",
        "  }",
        "  locked --> [*]",
        "  closed --> opened : open [hasKey]",
        "  opened --> closed : close",
        "  opened --> closed : after autoClose",
        "",
      ].join("\n"),
    );
  });

  it("gives states with the same key in different parents distinct ids", () => {
    const machine = setup({}).createMachine({
      id: "twins",
      initial: "a",
      states: {
        a: { initial: "idle", states: { idle: {} } },
        b: { initial: "idle", states: { idle: {} } },
      },
    });
    const diagram = machineToMermaid(machine);
    expect(diagram).toContain('state "idle" as a_idle');
    expect(diagram).toContain('state "idle" as b_idle');
  });
});

describe("machineToMermaid on a flat machine", () => {
  it("draws the machine as its one state rather than an empty diagram", () => {
    const flat = setup({}).createMachine({ id: "counter", on: { inc: { actions: () => {} } } });
    expect(machineToMermaid(flat)).toBe('stateDiagram-v2\n  state "counter" as machine\n  [*] --> machine\n');
  });
});

describe("describeStates", () => {
  it("lists what the diagram leaves out: tags, invoked actors, in-place handlers and machine-level transitions", () => {
    const rows = describeStates(doorMachine);
    expect(rows.map((row) => row.path)).toEqual([
      "(machine)",
      "closed",
      "opened",
      "opened.moving",
      "opened.still",
      "locked",
    ]);
    expect(rows[0]?.handles).toEqual(["lock → locked"]);
    expect(rows[1]?.handles).toEqual(["knock"]);
    expect(rows[2]).toMatchObject({ type: "compound", tags: ["busy"], invokes: ["sensor"] });
    expect(rows[5]?.type).toBe("final");
  });
});
