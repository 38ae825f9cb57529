// Signs a demo user in over HTTP as the web app does (configuration call for the XSRF cookie, then
// PerformLogin) and answers the headers its later calls carry. Shared by bench/search and
// bench/dashboard.
import type { Pool as HttpPool } from "undici";

export const DEMO_PASSWORD = "Demo!2026";

export type Session = { headers: Record<string, string> };

export async function signIn(http: HttpPool, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const cookies = new Map<string, string>();
  const keep = (set: string | string[] | undefined) => {
    for (const c of [set ?? []].flat()) {
      const [pair] = c.split(";");
      const at = pair!.indexOf("=");
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const cfg = await http.request({ path: "/api/Authentication/getConfigData", method: "GET" });
  keep(cfg.headers["set-cookie"]);
  await cfg.body.text();
  const xsrf = decodeURIComponent(cookies.get("XSRF-TOKEN") ?? "");
  const res = await http.request({
    path: "/api/Authentication/PerformLogin",
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookieHeader(), "x-xsrf-token": xsrf },
    body: JSON.stringify({
      userName: email,
      password,
      localTimeZoneMinutes: 0,
      localTimeZone: "UTC",
    }),
  });
  keep(res.headers["set-cookie"]);
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.statusCode} ${text}`);
  const login = JSON.parse(JSON.parse(text) as string) as { authHeader?: string };
  const headers: Record<string, string> = {
    "content-type": "application/json",
    cookie: cookieHeader(),
    "x-xsrf-token": decodeURIComponent(cookies.get("XSRF-TOKEN") ?? xsrf),
  };
  if (login.authHeader) headers.authorization = login.authHeader;
  return { headers };
}
