// `npm start`: install what is missing, build, then serve (the server migrates and seeds itself).
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { run, runOrExit } from "./lib/run.mjs";

await ensureDependencies();
await runOrExit("npm", ["run", "build"]);
process.exit(await run("node", ["apps/server/dist/main.js"]));
