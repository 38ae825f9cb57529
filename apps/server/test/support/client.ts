import { ApiPath, XSRF_COOKIE, XSRF_HEADER, type TLoginResponse } from "@fsm/contracts";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { App } from "../../src/app.js";

let ipCounter = 0;
/** Each client gets its own address so per-IP limits of one test never leak into another. */
const nextIp = () =>
  `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(ipCounter = (ipCounter % 250) + 1)}`;

type Options = { headers?: Record<string, string>; xsrf?: boolean; query?: Record<string, string> };

/**
 * A browser-like caller over app.inject: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN (unless
 * xsrf: false) and sends the stored Authorization header, as the SPA does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  authHeader: string | undefined;

  constructor(
    private readonly app: App,
    readonly ip = nextIp(),
  ) {}

  async request(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    options: Options = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.authHeader && !("authorization" in headers)) headers.authorization = this.authHeader;
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (options.xsrf !== false && xsrf && !(XSRF_HEADER.toLowerCase() in headers))
      headers[XSRF_HEADER.toLowerCase()] = xsrf;
    const isForm = payload instanceof Buffer;
    const res = await this.app.inject({
      method,
      url,
      query: options.query,
      headers,
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : isForm ? { payload } : { payload: payload as object }),
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired =
        c.value === "" || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, options?: Options) {
    return this.request("GET", url, undefined, options);
  }

  post(url: string, payload?: unknown, options?: Options) {
    return this.request("POST", url, payload, options);
  }

  /** What the SPA does first: getConfigData, which also hands out the XSRF cookie. */
  async init(): Promise<this> {
    await this.get(ApiPath.getConfigData);
    return this;
  }

  /** PerformLogin as the sign-in page sends it; the raw answer, for tests of failures. */
  login(userName: string, password: string, rememberMe?: boolean) {
    return this.post(ApiPath.performLogin, {
      userName,
      password,
      rememberMe,
      localTimeZoneMinutes: 0,
      localTimeZone: "UTC",
    });
  }

  async signIn(userName: string, password: string, rememberMe = false): Promise<TLoginResponse> {
    if (!this.cookies.has(XSRF_COOKIE)) await this.init();
    const res = await this.login(userName, password, rememberMe);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const body = parseJsonString<TLoginResponse>(res);
    this.authHeader = body.authHeader;
    return body;
  }
}

/** PerformLogin, performlogout and getConfigData answer a JSON string holding JSON (spec §3). */
export function parseJsonString<T>(res: LightMyRequestResponse): T {
  const outer: unknown = JSON.parse(res.body);
  if (typeof outer !== "string") throw new Error(`expected a JSON string, got ${res.body.slice(0, 80)}`);
  return JSON.parse(outer) as T;
}

export async function signedIn(app: App, userName: string, password = "Demo!2026", rememberMe = false) {
  const client = new TestClient(app);
  await client.signIn(userName, password, rememberMe);
  return client;
}
