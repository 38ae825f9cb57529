import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import {
  SCROLL_CLASS_NAMES_MODULE,
  shellBarsTakeScrollClassNames,
} from "./build/shell-bars-scroll-class-names";
import { mantineStylesInUse } from "./build/mantine-styles-in-use";
import { zodWithoutJsonSchema } from "./build/zod-without-json-schema";

/**
 * React Router's package exports name its development build only (remix-run/react-router#12532,
 * #14102: its dev warnings and checks ship to production, e.g. "Matched leaf route …" in the
 * console). The build takes the production files it also ships, by exact name.
 */
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: routerProduction("index.mjs") },
  { find: /^react-router\/dom$/, replacement: routerProduction("dom-export.mjs") },
];

/**
 * The lazy chunks whose loading waits for a stylesheet (their own CSS or a static import's), noted
 * before Vite writes the preload lists (its import analysis runs after user `post` plugins).
 */
const chunksWithCss = new Set<string>();
const noteChunksWithCss: Plugin = {
  name: "fsm:note-chunks-with-css",
  enforce: "post",
  generateBundle(_options, bundle) {
    chunksWithCss.clear();
    const hasCss = (fileName: string, seen = new Set<string>()): boolean => {
      const chunk = bundle[fileName];
      // The entry's stylesheet is in the page already: it holds nothing back.
      if (!chunk || chunk.type !== "chunk" || chunk.isEntry || seen.has(fileName)) return false;
      seen.add(fileName);
      return (chunk.viteMetadata?.importedCss.size ?? 0) > 0 || chunk.imports.some((i) => hasCss(i, seen));
    };
    for (const fileName of Object.keys(bundle)) if (hasCss(fileName)) chunksWithCss.add(fileName);
  },
};

/**
 * Mantine's components that the shell and the home page draw, with the core and the hooks beneath
 * them: one chunk that the shell loads, instead of one chunk per set of pages sharing a module
 * (68 requests for the first signed-in page, and a simulated phone network pays a round trip for
 * each; bench/README, seventh round). What the entry's MantineProvider needs is taken first, by
 * the `mantine-provider` group below, so the sign-in route does not load this one.
 */
const MANTINE_BASE =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](Accordion|ActionIcon|Alert|Anchor|AppShell|Avatar|Badge|Burger|Button|Card|CloseButton|Collapse|Group|Loader|NavLink|Paper|Progress|SimpleGrid|Skeleton|Stack|Text|Title|Transition|UnstyledButton)|core[\\/](Box|DirectionProvider|InlineStyles|MantineProvider|factory|styles-api|utils))|hooks)[\\/]/;

/** The renderer's one public entry (.dependency-cruiser.cjs, renderer-has-one-entry). */
const RENDERER_ENTRY = /[\\/]src[\\/]renderer[\\/]index\.ts$/;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    noteChunksWithCss,
    shellBarsTakeScrollClassNames(),
    zodWithoutJsonSchema(),
    mantineStylesInUse(),
    // Every script and stylesheet also as .br (quality 11) and .gz (level 9), served as they are
    // (the server's static plugin, preCompressed): smaller than the server's on-the-fly brotli 4,
    // and no compression work while a page loads (bench/README, twelfth round). index.html is
    // rewritten per request (its <base>), the build manifest is not for browsers.
    compression({
      algorithms: ["brotliCompress", "gzip"],
      exclude: [/\.html$/, /(^|[\\/])\.vite[\\/]/],
      // Also the few tiny chunks whose brotli form is a few bytes larger: the server would
      // otherwise compress them on every request (it cannot tell a streamed file's size).
      skipIfLargerOrEqual: false,
      logLevel: "silent",
    }),
  ],
  resolve: { alias: command === "build" ? REACT_ROUTER_PRODUCTION : [] },
  // Relative asset URLs: the server injects <base href> from the page path, so the same build
  // runs at the root and under a base path such as /portal/ (spec §2).
  base: "./",
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8080", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // .vite/manifest.json: what each route loads, for the bundle budgets (scripts/bundle-budget.mjs).
    manifest: true,
    // index.html keeps its modulepreload links (the entry's imports), but a lazy chunk's imports are
    // not preloaded from script: the helper inserted one <link> per import on every route change,
    // which cost more main-thread time on a signed-in page's first load than any render (bench/
    // README, fourth round), and the lists of file names it carries weighed about 4 KB gzip on the
    // sign-in route. The browser fetches those imports as soon as it reads the chunk.
    //
    // The one exception is the lazy chunk itself: Vite's helper holds a dynamic import back until
    // the chunk's CSS has loaded (no unstyled flash), so the shell's script waited for the 36 KB
    // Mantine sheet before its own request even started. A preload link for such a chunk (not
    // awaited by the helper) fetches it beside its CSS.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "html" ? deps : chunksWithCss.has(file) ? [file] : [],
    },
    rolldownOptions: {
      // The renderer's public entry only re-exports: declared free of side effects, a chunk that
      // imports one name through it loads what a direct import would. Otherwise every module beneath
      // it with a top-level side effect (a message registration, a lazy() component) follows each
      // importer, the first chunk's route tables too: 97 KB gzip more on the sign-in route, measured.
      // The modules it re-exports keep their own side effects.
      treeshake: {
        moduleSideEffects: [{ test: RENDERER_ENTRY, sideEffects: false }],
      },
      output: {
        // React and the router change rarely: their own chunk stays cached across deploys.
        // Mantine is split three ways: the entry's provider, the shell's components (MANTINE_BASE),
        // and the rest by the pages that use it (the sign-in route loads none of the components).
        codeSplitting: {
          groups: [
            {
              name: "react-vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // TanStack Query in one chunk: every signed-in page uses it (app/query-layout.tsx loads
            // it), the sign-in route none of it; split by use it cost more in chunk glue than it saved.
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // The Mantine modules the entry loads (its provider, theme and notification store).
            {
              name: "mantine-provider",
              test: /node_modules[\\/]@mantine[\\/]/,
              tags: ["$initial"],
              priority: 1,
            },
            {
              name: "mantine-base",
              // With the scroll-bar class names the shell's bars take (build/shell-bars-scroll-class-names.ts).
              test: (id: string) => MANTINE_BASE.test(id) || id === SCROLL_CLASS_NAMES_MODULE,
              // Not what they import beyond the list (the entry's provider, React, floating-ui).
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
}));
