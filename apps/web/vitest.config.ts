import { defineProject } from "vitest/config";
import react from "@vitejs/plugin-react";
import { mantineStylesInUse } from "./build/mantine-styles-in-use";

export default defineProject({
  plugins: [react(), mantineStylesInUse()],
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    // Above the 5 s findBy wait of test-setup.ts, so a slow lazy import fails as a lookup, not a timeout.
    testTimeout: 15_000,
  },
});
