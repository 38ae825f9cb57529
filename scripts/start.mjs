// `npm start`: install what is missing, build, then serve (the server migrates and seeds itself).
import { existsSync } from "node:fs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { run, runOrExit } from "./lib/run.mjs";

// A .env beside package.json (see .env.example) configures the server like the environment does;
// variables already set in the environment win.
if (existsSync(".env")) process.loadEnvFile(".env");

await ensureDependencies();
await runOrExit("npm", ["run", "build"]);
process.exit(await run("node", ["apps/server/dist/main.js"]));
