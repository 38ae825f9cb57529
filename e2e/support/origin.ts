import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./env";

/** Every request of the browser context (pages and their workers) from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.context().on("request", (request) => urls.push(request.url()));
  return urls;
}

/** Requests that left the portal's origin (data: and blob: URLs never leave the browser). */
export const offOrigin = (urls: string[]) =>
  urls.filter(
    (url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== E2E_BASE_URL,
  );
