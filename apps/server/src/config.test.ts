import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLES, loadConfig } from "./config.js";

describe("configuration from the environment", () => {
  it("is documented whole: .env.example and the README list every variable, with the real defaults", () => {
    const root = resolve(import.meta.dirname, "../../..");
    const example = parseEnv(readFileSync(resolve(root, ".env.example"), "utf8"));
    expect(Object.keys(example).sort()).toEqual([...ENV_VARIABLES].sort());
    // The example's values are the defaults: loading it changes nothing.
    expect(loadConfig(example)).toEqual(loadConfig({}));
    const readme = readFileSync(resolve(root, "README.md"), "utf8");
    expect(ENV_VARIABLES.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: resolve(process.cwd(), "data"),
      databaseUrl: null,
      publicUrl: "http://127.0.0.1:8080",
      smtpUrl: null,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      seedDemo: "auto",
      rateLimitFactor: 1,
    });
    expect(config.migrationsDir).toMatch(/apps[/\\]server[/\\]src[/\\]db[/\\]migrations$/);
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it("serves TLS only with both files, and then defaults PUBLIC_URL to https", () => {
    const config = loadConfig({ TLS_CERT_FILE: "tls/cert.pem", TLS_KEY_FILE: "tls/key.pem", PORT: "8443" });
    expect(config.tls).toEqual({
      certFile: resolve(process.cwd(), "tls/cert.pem"),
      keyFile: resolve(process.cwd(), "tls/key.pem"),
    });
    expect(config.publicUrl).toBe("https://127.0.0.1:8443");
    expect(loadConfig({}).tls).toBeNull();
    expect(() => loadConfig({ TLS_CERT_FILE: "cert.pem" })).toThrow(/TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: "key.pem" })).toThrow(/TLS_CERT_FILE/);
  });

  it("derives PUBLIC_URL from HOST and PORT and strips a trailing slash from a given one", () => {
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "9000" }).publicUrl).toBe("http://127.0.0.1:9000");
    expect(loadConfig({ PUBLIC_URL: "https://portal.example.com/" }).publicUrl).toBe(
      "https://portal.example.com",
    );
  });

  it("accepts decimal session timeouts (an e2e run can expire a session in seconds)", () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: "0.05" }).sessionIdleMinutes).toBe(0.05);
  });

  it("reads RATE_LIMIT_FACTOR and refuses a negative one by name", () => {
    expect(loadConfig({ RATE_LIMIT_FACTOR: "50" }).rateLimitFactor).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: "-1" })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it("reads TRUST_PROXY as off, a hop count or a list of proxy addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("maps SEED_DEMO to always/never and treats empty values as unset", () => {
    expect(loadConfig({ SEED_DEMO: "1" }).seedDemo).toBe("always");
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe("never");
    expect(loadConfig({ PORT: "" }).port).toBe(8080);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "ftp://x"],
    ["SMTP_URL", "http://mail"],
    ["SESSION_IDLE_MINUTES", "0"],
    ["SEED_DEMO", "yes"],
    ["LOG_LEVEL", "loud"],
    // "Trust everything" in any spelling, and anything that is not an address.
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "*"],
    ["TRUST_PROXY", "0.0.0.0/0"],
    ["TRUST_PROXY", "::/0"],
    ["TRUST_PROXY", "10.0.0.1,proxy.example"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "-1"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}=`));
  });

  it.each([
    ["PORT", "not-a-port"],
    ["TRUST_PROXY", "true"],
  ])("makes the server exit with code 1 and a one-line message on a bad value (%s=%s)", (name, value) => {
    const tsx = resolve(import.meta.dirname, "../../../node_modules/.bin/tsx");
    const run = spawnSync(tsx, [resolve(import.meta.dirname, "main.ts")], {
      env: { ...process.env, [name]: value, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(new RegExp(`^Invalid environment variable ${name}="${value}": `));
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });
});
