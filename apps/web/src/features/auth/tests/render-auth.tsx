import { StrictMode, type ReactElement } from "react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import type { TConfigData } from "@fsm/contracts";
import { ConfigContext, FALLBACK_CONFIG } from "../../../lib/config/use-config";
import { authRoutes } from "../routes";

/** Stands in for the application: shows where sign-in sent the user. */
function Landing(): ReactElement {
  const location = useLocation();
  return <h1>Landed on {location.pathname + location.search}</h1>;
}

export interface RenderAuthOptions {
  config?: Partial<TConfigData>;
  strict?: boolean;
}

/** Renders the auth routes at `path` inside the providers the root layout gives them. */
export function renderAuth(
  path: string | { pathname: string; state?: unknown },
  options: RenderAuthOptions = {},
) {
  const router = createMemoryRouter(
    [{ path: "/", children: [...authRoutes, { path: "*", element: <Landing /> }] }],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const config: TConfigData = { ...FALLBACK_CONFIG, enableSignup: true, ...options.config };
  const tree = (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ConfigContext.Provider value={config}>
          <RouterProvider router={router} />
        </ConfigContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, statusText = ""): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

/**
 * Replaces fetch with a small API: handlers keyed "METHOD /api/path" (case-insensitive path).
 * Every call is recorded; a call without a handler answers 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const table = new Map(Object.entries(handlers).map(([key, handler]) => [key.toLowerCase(), handler]));
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body };
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

/** A promise whose settling the test controls (to observe the waiting state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
