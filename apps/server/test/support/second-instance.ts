import { buildApp, type App } from "../../src/app.js";
import { testConfig, type TestApp } from "./harness.js";

/** A second server instance over the test app's database, as behind a load balancer. */
export async function secondInstance(t: TestApp): Promise<App> {
  const second = await buildApp(testConfig(), {
    database: t.database,
    logger: false,
    rateLimits: { factor: 1000 },
  });
  await second.ready();
  return second;
}

/** Waits for a condition that another instance makes true asynchronously (LISTEN/NOTIFY). */
export async function eventually(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
