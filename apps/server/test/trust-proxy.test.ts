import { ApiPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { DEFAULT_RATE_LIMITS } from "../src/plugins/rate-limit/rate-limiter.js";
import { TestClient } from "./support/client.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

const PROXY = "10.77.0.1";
const budget = DEFAULT_RATE_LIMITS.recoverPassword.max;

/** Statuses of budget + 1 reset requests sent through the proxy on behalf of `client`. */
async function spend(t: TestApp, forwardedFor: string, from = PROXY): Promise<number[]> {
  const c = await new TestClient(t.app, from).init();
  const statuses: number[] = [];
  for (let i = 0; i <= budget; i += 1) {
    const res = await c.get(`${ApiPath.recoverPassword}?email=tp${i}@example.test`, {
      headers: { "x-forwarded-for": forwardedFor },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const spentOnce = [...Array<number>(budget).fill(200), 429];

describe.each(engines)("TRUST_PROXY (%s)", (engine) => {
  const started: TestApp[] = [];
  /** The app as configured by the environment variable. */
  const start = async (TRUST_PROXY: string) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY });
    const t = await startTestApp(engine, { config: { trustProxy }, rateLimits: { factor: 1 } });
    started.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of started) await t.close();
  });

  describe("one proxy in front (TRUST_PROXY=1)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await start("1");
    });

    it("gives two clients behind the proxy separate rate-limit budgets", async () => {
      expect(await spend(t, "203.0.113.10")).toEqual(spentOnce);
      expect(await spend(t, "203.0.113.11")).toEqual(spentOnce);
    });

    it("counts the address the proxy saw, not one the client wrote in front of it", async () => {
      // The proxy appends the real address; a forged entry before it must not buy a new budget.
      expect(await spend(t, "198.51.100.1, 203.0.113.20")).toEqual(spentOnce);
      const forged = await spend(t, "198.51.100.2, 203.0.113.20");
      expect(forged[0]).toBe(429);
    });
    it("does not let a client that reaches the server directly choose its address", async () => {
      // A hop count trusts only loopback and private peers: a public caller is counted as itself.
      const direct = "198.51.100.77";
      expect(await spend(t, "203.0.113.50", direct)).toEqual(spentOnce);
      expect((await spend(t, "203.0.113.51", direct))[0]).toBe(429);
    });
  });

  it("trusts X-Forwarded-For only from a listed proxy address", async () => {
    const t = await start("10.77.0.0/24");
    expect(await spend(t, "203.0.113.30")).toEqual(spentOnce);
    expect(await spend(t, "203.0.113.31")).toEqual(spentOnce);
    // A caller outside the list is counted under its own address, whatever it forwards.
    const outsider = "192.0.2.9";
    expect(await spend(t, "203.0.113.32", outsider)).toEqual(spentOnce);
    expect((await spend(t, "203.0.113.33", outsider))[0]).toBe(429);
  });

  it("without TRUST_PROXY counts everyone behind the proxy as the proxy", async () => {
    const t = await start("0");
    expect(await spend(t, "203.0.113.40")).toEqual(spentOnce);
    expect((await spend(t, "203.0.113.41"))[0]).toBe(429);
  });
});
