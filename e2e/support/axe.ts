import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on the page as a person sees it once it has settled: a dialog still fading in (or about to)
 * blends its text with the backdrop, which axe would report as low contrast (a race on a loaded
 * machine).
 * A failure lists each rule with the elements that break it.
 */
export async function expectNoViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // A dialog about to fade in has no running transition yet (it starts on the next frame) but is
  // still transparent: wait until every open dialog is fully opaque.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[role="dialog"]')).every(
      (el) => getComputedStyle(el).opacity === "1",
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
