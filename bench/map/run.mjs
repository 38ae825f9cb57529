// `npm run bench:map`: 10,000 sites on the map page, drawn and panned in the system Chromium.
// Builds the portal (unless BENCH_SKIP_BUILD=1), serves it on a fresh embedded database, signs in
// as the demo staff user and answers the page's GET /api/map/sites with BENCH_MAP_SITES generated
// sites (default 10,000) around real cities. Prints the time to the first drawn map and the frame
// times (median, p95, max) while dragging and wheel-zooming; asserts nothing.
// Headless Chromium draws WebGL in software (SwiftShader) on the CPU: the figures are an upper
// bound of what a machine with a GPU shows.
/* global window, requestAnimationFrame -- the evaluate() callbacks run in the page */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/lib/chromium.mjs";
import { startPortal } from "../lib/portal-server.mjs";

const COUNT = Number(process.env.BENCH_MAP_SITES ?? 10_000);
const STAFF = { login: "staff@demo.test", password: "Demo!2026" };
const CITIES = [
  [42.36, -71.06, "Boston", "US"],
  [41.88, -87.63, "Chicago", "US"],
  [39.74, -104.99, "Denver", "US"],
  [30.27, -97.74, "Austin", "US"],
  [47.61, -122.33, "Seattle", "US"],
  [33.75, -84.39, "Atlanta", "US"],
  [33.45, -112.07, "Phoenix", "US"],
  [43.65, -79.38, "Toronto", "CA"],
  [45.5, -73.57, "Montreal", "CA"],
  [51.51, -0.13, "London", "GB"],
  [48.86, 2.35, "Paris", "FR"],
  [52.52, 13.4, "Berlin", "DE"],
  [59.33, 18.07, "Stockholm", "SE"],
  [40.42, -3.7, "Madrid", "ES"],
  [35.68, 139.69, "Tokyo", "JP"],
  [-33.87, 151.21, "Sydney", "AU"],
  [-23.55, -46.63, "São Paulo", "BR"],
  [19.43, -99.13, "Mexico City", "MX"],
];

/** Deterministic sites (a fixed-seed generator), spread around the cities like real customers'. */
function sites(n) {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => {
    const [lat, lon, city, country] = CITIES[i % CITIES.length];
    return {
      id: i + 1,
      name: `Site ${String(i + 1).padStart(5, "0")}`,
      city,
      country,
      lat: Math.round((lat + (next() - 0.5) * 3) * 1e5) / 1e5,
      lon: Math.round((lon + (next() - 0.5) * 4) * 1e5) / 1e5,
      openRequests: Math.floor(next() * 4),
      assets: Math.floor(next() * 8),
    };
  }).map((site) => ({
    ...site,
    assetNames: Array.from(
      { length: Math.min(10, site.assets) },
      (_, k) => `Chiller · SN-${site.id}-${k + 1}`,
    ),
  }));
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { frames: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};

const executablePath = findChromium();
if (!executablePath) {
  console.error("bench:map needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)");
  process.exit(1);
}

const payloadOf = (n) =>
  JSON.stringify({
    sites: sites(n),
    requestList: { screenName: "request", filterItem: "request.site_id" },
    streets: null,
  });

/** Opens the map with n sites, then drags and wheel-zooms it, recording every frame's gap. */
async function measure(page, base, n) {
  const payload = payloadOf(n);
  await page.unrouteAll();
  await page.route("**/api/map/sites*", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: payload }),
  );
  await page.goto(`${base}/app/dashboard`);
  const started = Date.now();
  await page.goto(`${base}/app/map`);
  const canvas = page.getByRole("region", { name: /^Map of the sites/ });
  await canvas.waitFor();
  // Drawn: the clusters' count labels are placed once the sites' source has been clustered.
  await page.locator(".maplibregl-marker").first().waitFor({ timeout: 60_000 });
  const firstDrawMs = Date.now() - started;

  const record = () =>
    page.evaluate(() => {
      const w = window;
      w.__frames = [];
      w.__stop = false;
      let last = performance.now();
      const tick = (now) => {
        w.__frames.push(now - last);
        last = now;
        if (!w.__stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  const collect = () =>
    page.evaluate(() => {
      window.__stop = true;
      return window.__frames.slice(1);
    });

  const box = await canvas.boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await record();
  for (let round = 0; round < 4; round += 1) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 300 + round * 150, cy - 120 + round * 60, { steps: 60 });
    await page.mouse.up();
  }
  const pan = stats(await collect());
  await record();
  for (let i = 0; i < 12; i += 1) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, i < 6 ? -240 : 240);
    await page.waitForTimeout(120);
  }
  const zoom = stats(await collect());
  return { n, firstDrawMs, pan, zoom };
}

const { base, stop } = await startPortal();
try {
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "fsm-bench-map-")), {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/signin`);
  await page.getByLabel("Email or User ID").fill(STAFF.login);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/app\//);
  // 100 sites first: the basemap's own cost, against which the 10,000 sites' share shows.
  const runs = [await measure(page, base, 100), await measure(page, base, COUNT)];
  const version = context.browser()?.version() ?? "";
  await context.close();

  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  console.log(
    `\nMap page, staff user, 1280×800, Chromium ${version} (software WebGL: SwiftShader on the CPU)\n`,
  );
  console.log("sites    phase        frames    median       p95       max   first draw");
  for (const run of runs)
    for (const [name, s] of [
      ["drag-pan", run.pan],
      ["wheel-zoom", run.zoom],
    ])
      console.log(
        `${String(run.n).padEnd(9)}${name.padEnd(12)}${String(s.frames).padStart(7)}${ms(s.median)}${ms(s.p95)}${ms(s.max)}` +
          (name === "drag-pan" ? `   ${run.firstDrawMs} ms` : ""),
      );
  console.log(
    "\nframe time = gap between animation frames (16.7 ms is 60 fps); first draw = navigation → clusters placed",
  );
} finally {
  stop();
}
