/**
 * Dependency rules (ARCHITECTURE §2 rule 9), checked by `npm run deps`, `npm run check` and
 * `npm test` (so CI too). Each rule says why; a violation names the import that breaks it.
 */
/** Tests and their helpers may reach across layers to set up a real app; the rules are for product code. */
const TESTS = "(\\.test\\.tsx?$|\\.test-support\\.ts$|/test-utils/|/test/|/__fixtures__/|test-setup\\.ts$)";

const rule = (r) => ({ ...r, from: { ...r.from, pathNot: TESTS } });

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
