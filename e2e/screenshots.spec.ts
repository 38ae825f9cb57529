import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { demo, mainMenu, signIn } from "./support/portal";
import { readmeScreenshot, VIEWPORTS } from "./support/screenshots";

// The customer's first three pages at desktop and phone width: each axe-clean, and photographed
// for the README when `npm run screenshots` asks (see support/screenshots.ts).
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  const suffix = device === "desktop" ? "" : `-${device}`;

  test(`${device} (${viewport.width} px): sign-in, dashboard and request list`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome!" })).toBeVisible();
    await expectNoViolations(page);
    await readmeScreenshot(page, `signin${suffix}`);

    await signIn(page, demo.customer.email);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // Docked beside the page on a desktop; folded away behind the burger on a phone.
    if (device === "desktop") await expect(mainMenu(page)).toBeInViewport();
    else await expect(mainMenu(page)).not.toBeInViewport();
    await expectNoViolations(page);
    await readmeScreenshot(page, `dashboard${suffix}`);

    await page.goto("/app/list/request");
    await expect(page.getByRole("heading", { level: 1, name: "Service Requests" })).toBeVisible();
    // A table row's number link on a desktop; on a phone each request is a card, one link.
    const firstRecord =
      device === "desktop"
        ? page.getByRole("link", { name: /^SR-\d{6}$/ })
        : page.getByRole("list", { name: "Service Requests" }).getByRole("link", { name: /SR-\d{6}/ });
    await expect(firstRecord.first()).toBeVisible();
    await expectNoViolations(page);
    await readmeScreenshot(page, `requests${suffix}`);
  });
}
