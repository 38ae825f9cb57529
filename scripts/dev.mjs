// `npm run dev`: API with reload on :8080 and Vite on :5173 proxying /api to it.
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { run } from "./lib/run.mjs";

await ensureDependencies();
const server = run("npm", ["run", "dev", "-w", "@fsm/server"]);
const web = run("npm", ["run", "dev", "-w", "@fsm/web"]);
process.exit(await Promise.race([server, web]));
