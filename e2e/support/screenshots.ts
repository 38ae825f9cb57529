import type { Page } from "@playwright/test";

/**
 * The README's screenshots (docs/screenshots/*.png) are tracked files, so they are written only
 * when asked: `npm run screenshots` sets SCREENSHOTS=1. Without it the tests that take them still
 * run all their checks, and `npm test` leaves no tracked file modified.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === "1";

/** Desktop and phone widths the README shows (the phone is below the 768 px menu breakpoint). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Writes docs/screenshots/<name>.png when screenshots were asked for; otherwise does nothing. */
export async function readmeScreenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screenshots/${name}.png`, animations: "disabled" });
}
