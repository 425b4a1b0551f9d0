import type { AnyStateMachine, AnyStateNode } from "xstate";

/**
 * Pure conversion of an XState v5 machine definition (`machine.root`) to a Mermaid `stateDiagram-v2`,
 * plus a per-state summary for the docs page. Used by scripts/docs-machines.ts.
 *
 * NOTE: Mermaid state ids are global, so each state gets an id built from its full path and is shown with
 * its own key as label; each transition is written in the block of the closest state that contains both
 * ends, so nested diagrams keep their edges inside.
 */

type Transition = {
  readonly eventType: string;
  readonly target?: ReadonlyArray<AnyStateNode> | undefined;
  readonly guard?: unknown;
  readonly reenter?: boolean;
};

const MERMAID_KEYWORDS = new Set([
  "state",
  "note",
  "direction",
  "end",
  "as",
  "class",
  "classDef",
  "style",
  "click",
]);

const childrenOf = (node: AnyStateNode): Array<AnyStateNode> =>
  Object.values(node.states) as Array<AnyStateNode>;

const allNodes = (node: AnyStateNode): Array<AnyStateNode> => [node, ...childrenOf(node).flatMap(allNodes)];

/** Mermaid ids: the state path with anything but word characters replaced, made unique. */
const mermaidIds = (root: AnyStateNode): Map<AnyStateNode, string> => {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  for (const node of allNodes(root).slice(1)) {
    let base = node.path.join("_").replace(/\W/g, "_");
    if (MERMAID_KEYWORDS.has(base) || /^\d/.test(base)) base = `s_${base}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(node, id);
  }
  return ids;
};

const guardName = (guard: unknown): string | undefined => {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && "type" in guard && typeof guard.type === "string") return guard.type;
  if (typeof guard === "function") return guard.name && guard.name !== "guard" ? guard.name : "guarded";
  return "guarded";
};

const delayLabel = (node: AnyStateNode, eventType: string): string => {
  const after = node.after.find((entry) => entry.eventType === eventType);
  const delay: unknown = after?.delay;
  if (typeof delay === "number") return `after ${delay} ms`;
  if (typeof delay === "string") return `after ${delay}`;
  return "after (computed delay)";
};

/** The label of one transition: event name (or what xstate's internal event stands for) and guard. */
const eventLabel = (node: AnyStateNode, transition: Transition): string => {
  const type = transition.eventType;
  let label = type;
  if (type.startsWith("xstate.after.")) label = delayLabel(node, type);
  else if (type.startsWith("xstate.done.actor.")) label = `done ${type.slice("xstate.done.actor.".length)}`;
  else if (type.startsWith("xstate.error.actor."))
    label = `error ${type.slice("xstate.error.actor.".length)}`;
  else if (type.startsWith("xstate.done.state.")) label = "done";
  else if (type === "") label = "always";
  const guard = guardName(transition.guard);
  return (guard === undefined ? label : `${label} [${guard}]`).replace(/[;#\n]/g, " ");
};

const transitionsOf = (node: AnyStateNode): Array<Transition> => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []).map((transition) => ({ ...transition, eventType: "" })),
];

/** The closest compound or parallel state containing both nodes (the root when nothing closer). */
const commonScope = (a: AnyStateNode, b: AnyStateNode): AnyStateNode => {
  const ancestors = (node: AnyStateNode): Array<AnyStateNode> => {
    const chain: Array<AnyStateNode> = [];
    for (let current: AnyStateNode | undefined = node.parent; current; current = current.parent)
      chain.push(current);
    return chain;
  };
  const ofB = new Set(ancestors(b));
  return ancestors(a).find((node) => ofB.has(node)) ?? a.machine.root;
};

export const machineToMermaid = (machine: AnyStateMachine): string => {
  const root = machine.root;
  const ids = mermaidIds(root);
  const idOf = (node: AnyStateNode): string => ids.get(node) ?? "[*]";

  // Every state-changing transition, filed under the block that will print it.
  const edgesByScope = new Map<AnyStateNode, Array<string>>();
  for (const node of allNodes(root)) {
    if (node === root) continue;
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? []) {
        const scope = commonScope(node, target);
        const edges = edgesByScope.get(scope) ?? [];
        edges.push(`${idOf(node)} --> ${idOf(target)} : ${eventLabel(node, transition)}`);
        edgesByScope.set(scope, edges);
      }
    }
  }

  const lines: Array<string> = ["stateDiagram-v2"];
  const writeBlock = (node: AnyStateNode, depth: number): void => {
    const indent = "  ".repeat(depth);
    const children = childrenOf(node);
    const regions = node.type === "parallel" ? children : [node];
    regions.forEach((region, index) => {
      if (node.type === "parallel" && index > 0) lines.push(`${indent}--`);
      const members = node.type === "parallel" ? [region] : children;
      if (node.type !== "parallel") {
        for (const target of region.initial?.target ?? []) lines.push(`${indent}[*] --> ${idOf(target)}`);
      }
      for (const child of members) writeState(child, depth);
    });
    for (const edge of edgesByScope.get(node) ?? []) lines.push(`${indent}${edge}`);
  };
  const writeState = (node: AnyStateNode, depth: number): void => {
    const indent = "  ".repeat(depth);
    const id = idOf(node);
    const label = node.type === "history" ? (node.history === "deep" ? "H*" : "H") : node.key;
    if (label !== id) lines.push(`${indent}state "${label.replace(/"/g, "'")}" as ${id}`);
    if (node.type === "compound" || node.type === "parallel") {
      lines.push(`${indent}state ${id} {`);
      writeBlock(node, depth + 1);
      lines.push(`${indent}}`);
    }
    if (node.type === "final") lines.push(`${indent}${id} --> [*]`);
  };
  if (childrenOf(root).length === 0) {
    // A flat machine is one state: drawn as such so the diagram is never empty.
    lines.push(`  state "${root.id.replace(/"/g, "'")}" as machine`, "  [*] --> machine");
    if (root.type === "final") lines.push("  machine --> [*]");
  } else {
    writeBlock(root, 1);
  }
  return `${lines.join("\n")}\n`;
};

export interface StateSummary {
  /** Dotted path from the root, `(machine)` for the root itself. */
  readonly path: string;
  readonly type: AnyStateNode["type"];
  readonly tags: ReadonlyArray<string>;
  /** Invoked actors as `id (src)`. */
  readonly invokes: ReadonlyArray<string>;
  /**
   * Events handled without leaving the state (actions only), and for the machine itself every
   * transition: neither is drawn in the diagram.
   */
  readonly handles: ReadonlyArray<string>;
}

/** Pure: what each state does besides its transitions, for the table under the diagram. */
export const describeStates = (machine: AnyStateMachine): Array<StateSummary> =>
  allNodes(machine.root).map((node) => ({
    path: node === machine.root ? "(machine)" : node.path.join("."),
    type: node.type,
    tags: [...node.tags],
    invokes: node.invoke.map((invoke) => {
      const src = typeof invoke.src === "string" ? invoke.src : "inline";
      return invoke.id === src ? invoke.id : `${invoke.id} (${src})`;
    }),
    handles: [
      ...new Set(
        transitionsOf(node).flatMap((transition) => {
          const targets = transition.target ?? [];
          if (targets.length === 0) return [eventLabel(node, transition)];
          if (node !== machine.root) return [];
          return targets.map((target) => `${eventLabel(node, transition)} → ${target.path.join(".")}`);
        }),
      ),
    ],
  }));
