import { vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, statusText = ""): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

/**
 * Browser unit tests only: replaces fetch with handlers keyed "METHOD /api/path" (path compared
 * case-insensitively). Calls are recorded; a call without a handler answers 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const table = new Map(Object.entries(handlers).map(([key, handler]) => [key.toLowerCase(), handler]));
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body;
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const handler = table.get(`${method} ${url.pathname}`.toLowerCase());
    return handler ? handler(call) : json({ code: "NOT_FOUND", message: "Not found" }, 404, "Not Found");
  });
  vi.stubGlobal("fetch", fetchStub);
  return {
    calls,
    fetchStub,
    callsTo: (path: string) => calls.filter((c) => c.path.toLowerCase() === path.toLowerCase()),
  };
}

/** A response that never arrives until the request is aborted (then it rejects like fetch). */
export const hanging = (call: ApiCall): Promise<Response> =>
  new Promise((_, reject) => {
    call.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
  });
