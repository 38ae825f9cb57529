import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ApiPath,
  AttachmentsPath,
  LobbyPath,
  RECOVERY_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  type TLobbyTicketResponse,
} from "@fsm/contracts";
import { DEVICE_COOKIE } from "../src/modules/auth/device-cookie.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstId } from "../src/engine/records/records.test-support.js";
import { signedIn } from "./support/client.js";
import { DEMO, formData, PNG_1PX } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";
import {
  httpsRequest,
  selfSignedCertificate,
  startTlsProxy,
  type Certificate,
  type HttpsAnswer,
  type TlsProxy,
} from "./support/tls-proxy.js";

/** A browser over real https: keeps cookies, echoes XSRF-TOKEN, sends the Authorization header. */
class HttpsBrowser {
  readonly cookies = new Map<string, string>();
  authHeader: string | undefined;
  constructor(
    private readonly base: string,
    private readonly ca: string,
  ) {}

  async call(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size) sent.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf) sent[XSRF_HEADER.toLowerCase()] = xsrf;
    if (this.authHeader) sent.authorization = this.authHeader;
    if (typeof body === "string") sent["content-type"] ??= "application/json";
    const answer = await httpsRequest(`${this.base}${path}`, this.ca, { method, headers: sent, body });
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      this.cookies.set(name!.trim(), value ?? "");
    }
    return answer;
  }
}

/** What every answer of an https portal carries, whatever its kind. */
function expectHttpsHeaders(answer: HttpsAnswer, what: string) {
  expect(answer.headers["strict-transport-security"], what).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  expect(answer.headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  for (const cookie of answer.headers["set-cookie"] ?? []) expect(cookie, what).toMatch(/;\s*Secure(;|$)/i);
}

const cookieLine = (answer: HttpsAnswer, name: string) =>
  (answer.headers["set-cookie"] ?? []).find((line) => line.startsWith(`${name}=`));

describe.each(engines)("an instance whose public address is https, behind a TLS proxy (%s)", (engine) => {
  let t: TestApp;
  let proxy: TlsProxy;
  let certificate: Certificate;
  let webDist: string;
  let browser: HttpsBrowser;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    webDist = mkdtempSync(join(tmpdir(), "fsm-web-"));
    writeFileSync(
      join(webDist, "index.html"),
      "<!doctype html><html><head></head><body>portal</body></html>",
    );
    t = await startTestApp(engine, { config: { publicUrl: "https://portal.test", webDist } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    proxy = await startTlsProxy(certificate, (t.app.server.address() as AddressInfo).port);
    browser = new HttpsBrowser(proxy.url, certificate.cert);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it("sends HSTS, frame-ancestors and Secure cookies on the HTML page", async () => {
    const page = await browser.call("GET", "/signin");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(cookieLine(page, XSRF_COOKIE)).toBeDefined();
    expectHttpsHeaders(page, "HTML");
  });

  it("sends them on JSON answers, the sign-in and its rotated XSRF cookie", async () => {
    const config = await browser.call("GET", ApiPath.getConfigData);
    expect(config.status).toBe(200);
    expectHttpsHeaders(config, "getConfigData");
    const login = await browser.call(
      "POST",
      ApiPath.performLogin,
      JSON.stringify({ userName: DEMO.customer.email, password: DEMO.password }),
    );
    expect(login.status).toBe(200);
    expect(cookieLine(login, XSRF_COOKIE)).toBeDefined();
    // The device cookie of the sign-in throttle (modules/auth/device-cookie.ts) is Secure too.
    expect(cookieLine(login, DEVICE_COOKIE)).toMatch(/HttpOnly/i);
    expectHttpsHeaders(login, "PerformLogin");
  });

  it("sends them on error answers (404, 400, 403 with a fresh XSRF cookie)", async () => {
    const notFound = await browser.call("GET", "/api/nope");
    expect(notFound.status).toBe(404);
    expectHttpsHeaders(notFound, "404");
    const invalid = await browser.call("POST", ApiPath.performLogin, JSON.stringify({ userName: 4 }));
    expect(invalid.status).toBe(400);
    expectHttpsHeaders(invalid, "400");
    const anonymous = new HttpsBrowser(proxy.url, certificate.cert);
    const refused = await anonymous.call("POST", ApiPath.performLogin, "{}");
    expect(refused.status).toBe(403);
    expect(cookieLine(refused, XSRF_COOKIE)).toBeDefined();
    expectHttpsHeaders(refused, "403");
  });

  it("marks the e-mail recovery cookie Secure", async () => {
    const anonymous = new HttpsBrowser(proxy.url, certificate.cert);
    await anonymous.call("GET", ApiPath.getConfigData);
    const res = await anonymous.call(
      "POST",
      ApiPath.forgetEmail,
      JSON.stringify({ alt_email_address: "nobody@example.test" }),
    );
    expect(res.status).toBe(200);
    expect(cookieLine(res, RECOVERY_COOKIE)).toBeDefined();
    expectHttpsHeaders(res, "forgetEmail");
  });

  it("sends them, frame-ancestors 'none' included, on branding, attachment and profile-image files", async () => {
    const logo = await browser.call("GET", `${ApiPath.branding}/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers["content-type"]).toContain("image/svg+xml");
    expectHttpsHeaders(logo, "branding file");

    const customer = await signedIn(t.app, DEMO.customer.email);
    const requestId = await firstId(customer, "request");
    const attachment = formData([
      { name: "attachment", fileName: "boiler.png", contentType: "image/png", data: PNG_1PX },
      { name: "tableName", value: "service_requests" },
      { name: "rowId", value: String(requestId) },
    ]);
    const stored = await customer.post(AttachmentsPath.upload, attachment.payload, {
      headers: { "content-type": attachment.contentType },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const image = formData([
      { name: "attachment", fileName: "me.png", contentType: "image/png", data: PNG_1PX },
    ]);
    const profile = await customer.post(ApiPath.updateImage, image.payload, {
      headers: { "content-type": image.contentType },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    const owner = new HttpsBrowser(proxy.url, certificate.cert);
    owner.authHeader = customer.authHeader;
    const download = await owner.call("GET", `${AttachmentsPath.download}?id=${stored.json().id}`);
    expect(download.status).toBe(200);
    expect(download.body.equals(PNG_1PX)).toBe(true);
    expectHttpsHeaders(download, "attachment");
    const picture = await owner.call("GET", `${ApiPath.getProfileImage}?imageId=${profile.json().ImageId}`);
    expect(picture.status).toBe(200);
    expectHttpsHeaders(picture, "profile image");
  });
});

describe("an instance whose public address is plain http", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite");
  });
  afterAll(async () => t?.close());

  it("sends no HSTS and no Secure cookies (a browser would drop them over http)", async () => {
    const res = await t.app.inject({ method: "GET", url: ApiPath.getConfigData });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(String(res.headers["set-cookie"])).toContain(`${XSRF_COOKIE}=`);
    expect(String(res.headers["set-cookie"])).not.toMatch(/Secure/i);
  });
});

/** One HTTP/2 request over `session`: status, headers and body. */
function h2Request(session: http2.ClientHttp2Session, path: string, until?: RegExp) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const stream = session.request({ ":path": path });
      let headers: http2.IncomingHttpHeaders = {};
      let body = "";
      stream.setEncoding("utf8");
      stream.on("response", (h) => (headers = h));
      stream.on("data", (chunk: string) => {
        body += chunk;
        // A stream stays open: read until the expected part has come, then let it go.
        if (until?.test(body)) {
          stream.close();
          resolve({ status: Number(headers[":status"]), headers, body });
        }
      });
      stream.on("end", () => resolve({ status: Number(headers[":status"]), headers, body }));
      stream.on("error", reject);
    },
  );
}

describe("an instance that serves TLS itself (TLS_CERT_FILE, TLS_KEY_FILE)", () => {
  let t: TestApp;
  let certificate: Certificate;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    dir = mkdtempSync(join(tmpdir(), "fsm-tls-app-"));
    writeFileSync(join(dir, "cert.pem"), certificate.cert);
    writeFileSync(join(dir, "key.pem"), certificate.key);
    writeFileSync(join(dir, "index.html"), "<!doctype html><html><head></head><body>portal</body></html>");
    const tls = { certFile: join(dir, "cert.pem"), keyFile: join(dir, "key.pem") };
    t = await startTestApp("PGlite", { config: { publicUrl: "https://127.0.0.1", webDist: dir, tls } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("speaks HTTP/2 to a client that offers it, with the https headers", async () => {
    const session = http2.connect(base, { ca: certificate.cert });
    try {
      const page = await h2Request(session, "/signin");
      expect(session.alpnProtocol).toBe("h2");
      expect(page.status).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain("portal");
      expect(page.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
      const missing = await h2Request(session, "/api/nope");
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body)).toMatchObject({ code: expect.any(String) });
    } finally {
      session.close();
    }
  });

  it("still answers an HTTP/1.1 client over TLS", async () => {
    const config = await httpsRequest(`${base}${ApiPath.getConfigData}`, certificate.cert);
    expect(config.status).toBe(200);
    expect(config.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    expect(String(config.headers["set-cookie"])).toMatch(/;\s*Secure/i);
  });

  it("opens the lobby's event stream over HTTP/2 (no connection header there)", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const ticket = await customer.post(LobbyPath.ticket);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const query = new URLSearchParams({ ticket: ticket.json<TLobbyTicketResponse>().ticket });
    const session = http2.connect(base, { ca: certificate.cert });
    try {
      const stream = await h2Request(session, `${LobbyPath.events}?${query}`, /retry: \d+/);
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toContain("text/event-stream");
      expect(stream.body).toMatch(/^retry: 3000/);
    } finally {
      session.close();
    }
  });
});
