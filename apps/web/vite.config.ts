import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
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
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    rolldownOptions: {
      output: {
        // React and the router change rarely: their own chunk stays cached across deploys.
        // Mantine is not grouped: the sign-in route must not load the shell's components.
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
          ],
        },
      },
    },
  },
});
