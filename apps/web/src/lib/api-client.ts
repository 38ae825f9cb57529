import { nextTask } from "./next-task";
import { basePathOf, ErrorCode, XSRF_COOKIE, XSRF_HEADER } from "@fsm/contracts";
import { ApiError, isAbortError, unexplainedErrorText } from "./api-error";
import { readCookie } from "./auth-cookie";
import { readAuthHeader } from "./auth-storage";
import { handleApiError } from "./api-error-catalogue";

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** Multipart body (uploads). */
  form?: FormData;
  /** Validates the response; its output is what the call returns. */
  /** The contract's schema, zod classic or zod/mini: anything that parses to T. */
  schema?: { parse(data: unknown): T };
  /** Spec quirk: PerformLogin and getConfigData answer a JSON string holding the JSON. */
  jsonString?: boolean;
  /** "response": the answer itself, its body unread (a streamed download reads it with progress). */
  responseType?: "json" | "blob" | "text" | "response";
  /** false: the caller handles every error itself (sign-in); true: run the §8 catalogue. */
  handleErrors?: boolean;
  /**
   * Statuses every caller of this call presents on its page (a 403 as the no-access page, a 404
   * as "not found"): the catalogue does not toast those as well. Session answers (401) still run it.
   */
  presentedStatuses?: readonly number[];
  signal?: AbortSignal;
  /**
   * Echo the XSRF token on a GET too: for the few reads that change state on the server (the
   * recovery flow's), which it checks as it checks writes. Other reads go without it, as reading
   * the cookie is a round trip to the browser's process that a page's first calls would repeat.
   */
  xsrf?: boolean;
}

/** The portal's base path ("/" or "/portal/"), fixed at start-up from the page address. */
export const appBasePath = basePathOf(window.location.pathname);

export const apiUrl = (path: string): string => appBasePath.replace(/\/$/, "") + path;

// One cancel signal shared by every call; navigation swaps it (spec §7 and §4 "Navigation away").
let sharedController = new AbortController();

/** Cancels every call in flight and arms a fresh signal for the calls that follow. */
export function cancelInFlightRequests(): void {
  sharedController.abort();
  sharedController = new AbortController();
}

/**
 * Authorization and the XSRF echo; calls that cannot go through fetch (XHR uploads with progress)
 * take them from here too. The server checks the echo on writes only (and on reads that say so).
 */
export function sessionHeaders(withXsrf = true): Headers {
  const headers = new Headers({ Accept: "application/json" });
  const auth = readAuthHeader();
  if (auth) headers.set("Authorization", auth);
  const xsrf = withXsrf ? readCookie(XSRF_COOKIE) : null;
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

function buildHeaders(options: ApiRequestOptions<unknown>, method: string): Headers {
  const headers = sessionHeaders(method !== "GET" || options.xsrf === true);
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  return headers;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return apiUrl(path) + (search ? `?${search}` : "");
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: { code?: string; message?: string; details?: ApiError["details"] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = text ? { message: text } : {};
  }
  const message = body.message || (response.status ? `HTTP ${response.status} - ${response.statusText}` : "");
  return new ApiError(
    response.status,
    response.statusText,
    message || unexplainedErrorText(),
    body.code,
    body.details,
    body,
  );
}

async function readBody(response: Response, options: ApiRequestOptions<unknown>): Promise<unknown> {
  if (options.responseType === "response") return response;
  if (options.responseType === "blob") return response.blob();
  if (options.responseType === "text") return response.text();
  const text = await response.text();
  if (!text) return undefined;
  const parsed: unknown = JSON.parse(text);
  return options.jsonString && typeof parsed === "string" ? JSON.parse(parsed) : parsed;
}

/**
 * The server refuses a write whose XSRF token no longer matches the session (for instance after
 * the session was rotated) and sets a fresh cookie with that answer, so one retry is safe.
 */
export const isStaleXsrf = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === ErrorCode.Xsrf;

/** Runs a write once more when the first attempt was refused for a stale XSRF token. */
export async function retryOnStaleXsrf<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isStaleXsrf(error)) throw error;
    return attempt();
  }
}

function send<T>(path: string, options: ApiRequestOptions<T>, signal: AbortSignal): Promise<Response> {
  const method = options.method ?? (options.json !== undefined || options.form ? "POST" : "GET");
  return fetch(buildUrl(path, options.query), {
    method,
    headers: buildHeaders(options as ApiRequestOptions<unknown>, method),
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    credentials: "same-origin",
    signal,
  });
}

/** Every call of the portal goes through here: auth header, XSRF echo, shared cancel, §8 catalogue. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  // The navigation this call belongs to, taken now: a navigation during the wait below cancels it.
  const shared = sharedController.signal;
  // Each call starts in a task of its own, before any of its work: a page's first render starts a
  // dozen, and their starts (the signal, the headers, a fetch and its request's set-up in the
  // browser) made one long task of the effects that asked for them (bench/README, tenth and
  // thirteenth rounds).
  await nextTask();
  const signal = AbortSignal.any([shared, ...(options.signal ? [options.signal] : [])]);
  try {
    signal.throwIfAborted(); // cancelled meanwhile (a navigation): no request is made at all
    const response = await retryOnStaleXsrf(async () => {
      const answer = await send(path, options, signal);
      if (!answer.ok) throw await toApiError(answer);
      return answer;
    });
    const body = await readBody(response, options as ApiRequestOptions<unknown>);
    return options.schema ? options.schema.parse(body) : (body as T);
  } catch (error) {
    if (isAbortError(error)) throw error;
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError(
            0,
            "",
            error instanceof Error && error.message ? error.message : unexplainedErrorText(),
          );
    if (options.handleErrors !== false && !options.presentedStatuses?.includes(apiError.status))
      handleApiError(apiError);
    throw apiError;
  }
}
