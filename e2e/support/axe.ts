import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe on the page as it is now; a failure lists each rule with the elements that break it. */
export async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
