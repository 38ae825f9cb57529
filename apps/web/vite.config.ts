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
  },
});
