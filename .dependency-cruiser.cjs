/**
 * Dependency rules (ARCHITECTURE §2 rule 9), checked by `npm run deps`, `npm run check` and
 * `npm test` (so CI too). Each rule says why; a violation names the import that breaks it.
 */
/** Tests and their helpers may reach across layers to set up a real app; the rules are for product code. */
const TESTS = "(\\.test\\.tsx?$|\\.test-support\\.ts$|/test-utils/|/test/|/__fixtures__/|test-setup\\.ts$)";

const rule = (r) => ({
  ...r,
  from: { ...r.from, pathNot: r.from.pathNot ? [r.from.pathNot, TESTS] : TESTS },
});

/**
 * The engine's folders, lowest first (ARCHITECTURE §2 rule 9): a folder imports only folders before
 * it, so no two folders are tied in a cycle. documents is the versioned store; codes and the
 * dictionary describe tables (their access policy too); screens load their documents; search reads
 * rows through screens; attachments store files on rows; records write rows (and read a form's
 * row); workflows compose screens; submissions create records through workflows; activity reads
 * what the rest wrote. A higher folder that a lower one must call fills a registry at start-up.
 */
const ENGINE_LAYERS = [
  "documents",
  "codes",
  "dictionary",
  "screens",
  "messages",
  "search",
  "attachments",
  "records",
  "workflows",
  "submissions",
  "activity",
  "bundles",
];
const ENGINE = "^apps/server/src/engine/";

/** One rule per layer: through any path (another folder, lib/, db/), it reaches no layer above it. */
const engineLayerRules = ENGINE_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `engine-${layer}-reaches-no-higher-layer`,
  comment: `engine/${layer} stands below ${ENGINE_LAYERS.slice(i + 1).join(", ")}: importing one of them, even through another file, would tie the folders in a cycle.`,
  severity: "error",
  from: { path: `${ENGINE}${layer}/` },
  to: { path: `${ENGINE}(${ENGINE_LAYERS.slice(i + 1).join("|")})/`, reachable: true },
}));

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle ties modules together so neither can change, move or load alone.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    {
      name: "engine-knows-no-business-module",
      comment:
        "The generic engine (dictionary, search, record writes, documents) serves every business module and reaches none, not even through another file (db/schema.ts once re-exported module tables into it).",
      severity: "error",
      from: { path: "^apps/server/src/engine/", pathNot: TESTS },
      to: { path: "^apps/server/src/modules/", reachable: true },
    },
    {
      name: "platform-stands-below-the-engine",
      comment:
        "Sessions, persons, companies, messages, files, outbox and settings serve the engine and every module; they import neither.",
      severity: "error",
      from: { path: "^apps/server/src/platform/", pathNot: TESTS },
      to: { path: "^apps/server/src/(engine|modules)/", reachable: true },
    },
    {
      name: "features-are-independent",
      comment: "A web feature imports no other feature; app/ composes them (Bulletproof React).",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "features-do-not-import-app",
      comment:
        "app/ composes the features; a feature reaching into app/ would make the composition circular.",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "renderer-knows-no-business-area",
      comment: "The metadata renderer draws any screen; business areas build on it, never the other way.",
      severity: "error",
      from: { path: "^apps/web/src/renderer/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "renderer-has-one-entry",
      comment:
        "Outside renderer/ only renderer/index.ts, its public entry, is imported; every other renderer file may change or move (issue 27).",
      severity: "error",
      // A lookahead, since rule() below sets from.pathNot to the tests.
      from: { path: "^apps/web/src/(?!renderer/)" },
      to: { path: "^apps/web/src/renderer/", pathNot: "^apps/web/src/renderer/index\\.ts$" },
    },
    {
      name: "packages-stand-alone",
      comment: "contracts and metadata are shared by server and web, so they import neither.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-and-server-apart",
      comment: "The browser and the server share code only through packages/.",
      severity: "error",
      from: { path: "^apps/(web|server)/" },
      to: { path: "^apps/(server|web)/", pathNot: "^apps/$1/" },
    },
    {
      name: "engine-folder-has-a-layer",
      comment: "Every engine folder takes its place in ENGINE_LAYERS, so the layering rules see it.",
      severity: "error",
      from: { path: ENGINE, pathNot: `${ENGINE}(${ENGINE_LAYERS.join("|")})/` },
      to: {},
    },
    ...engineLayerRules,
  ].map(rule),
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
