import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { prepareDatabase } from "./db/prepare.js";
import { findDemoAccounts } from "./db/seed/demo.seed.js";

/** Entry point: `node apps/server/dist/main.js` (production) or `tsx src/main.ts` (development). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Prepared before the app is built: a fresh PGlite directory costs seconds of initdb, more than
  // fastify's plugin start-up timeout allows on a busy machine.
  const { database } = await prepareDatabase(config);
  const app = await buildApp(config, { database }).catch(async (error: unknown) => {
    await database.close(); // an open PGlite would keep the process alive
    throw error;
  });
  const stop = async () => {
    await app.close(); // stops accepting, waits for requests and queued SMTP deliveries
    await database.close();
  };
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await stop();
    throw error;
  }
  const demo = await findDemoAccounts(app.db);
  const lines = [
    ``,
    `fsm-portal ready at ${config.publicUrl}/signin  (${app.database.engine}, API docs for studio users: ${config.publicUrl}/api/docs)`,
  ];
  if (demo.length > 0) {
    // The password itself stays out of the output: logs are collected and kept (README "Demo accounts").
    lines.push(``, `Demo accounts (their password: README.md, "Demo accounts"):`);
    for (const a of demo) lines.push(`  ${a.email.padEnd(22)} ${a.userName.padEnd(10)} ${a.access}`);
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  console.error("fsm-portal failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
