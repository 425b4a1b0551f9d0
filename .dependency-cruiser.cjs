// The layers (docs/architecture.md): domain ← machines ← ui, domain ← transport, and the composition root
// (ui/main.tsx, ui/app/) the only place that knows them all; server/ shares domain/ only.
// NOTE: run through scripts/lint/checkLayers.mjs, which cruises a JS mirror of the TypeScript tree (this
// dependency-cruiser cannot read TypeScript 7); paths below are the same in the mirror and the tree.
const NODE_BUILTIN = { dependencyTypes: ["core"] };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "domain/ holds contracts and pure rules: no other layer of the app.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(machines|transport|ui|server)/" },
    },
    {
      name: "domain-no-node",
      comment: "domain/ runs in the browser and the server alike: no Node builtins.",
      severity: "error",
      from: { path: "^domain/" },
      to: NODE_BUILTIN,
    },
    {
      name: "domain-packages",
      comment: "domain/ may use effect (Schema) only among packages.",
      severity: "error",
      from: { path: "^domain/" },
      to: {
        dependencyTypes: ["npm", "npm-dev", "npm-peer", "npm-optional", "npm-no-pkg", "npm-unknown"],
        pathNot: "node_modules/effect/",
      },
    },
    {
      name: "machines-over-domain-only",
      comment: "machines/ see domain/ only; IO comes in as provided actors and delays.",
      severity: "error",
      from: { path: "^machines/" },
      to: { path: "^(transport|ui|server)/" },
    },
    {
      name: "machines-no-node",
      severity: "error",
      from: { path: "^machines/" },
      to: NODE_BUILTIN,
    },
    {
      name: "machines-packages",
      comment: "machines/ may use xstate and effect only among packages.",
      severity: "error",
      from: { path: "^machines/" },
      to: {
        dependencyTypes: ["npm", "npm-dev", "npm-peer", "npm-optional", "npm-no-pkg", "npm-unknown"],
        pathNot: "node_modules/(xstate|effect)/",
      },
    },
    {
      name: "transport-over-domain-only",
      comment: "transport/ speaks the domain's contracts; it never runs machines nor knows the UI or server.",
      severity: "error",
      from: { path: "^transport/" },
      to: { path: "^(machines|ui|server)/" },
    },
    {
      name: "ui-through-composition-root",
      comment: "Outside ui/main.tsx and ui/app/, the UI reaches transport only through the composition root.",
      severity: "error",
      from: { path: "^ui/", pathNot: "^ui/(main\\.js|app/)" },
      to: { path: "^(transport|server)/" },
    },
    {
      name: "ui-no-server",
      severity: "error",
      from: { path: "^ui/" },
      to: { path: "^server/" },
    },
    {
      name: "server-shares-domain-only",
      comment: "The back end shares contracts and rules through domain/, never browser layers.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(ui|machines|transport)/" },
    },
    {
      name: "no-circular",
      comment:
        "A cycle ties modules so neither can load or be tested alone. Type-only imports (`require` in the mirror) tie nothing at run time.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["require"] } },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that does not resolve hides a dependency from every rule above.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    moduleSystems: ["es6", "cjs"],
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      extensions: [".js"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
