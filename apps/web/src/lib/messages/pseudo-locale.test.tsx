import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ApiPath, MESSAGE_CATALOGUE, type TProfile } from "@fsm/contracts";
import { renderRoutes } from "../../test-utils/render-app";
import { json, stubApi } from "../../test-utils/stub-api";
import { ProfilePage } from "../../features/profile/components/profile-page";
import { NotFoundPage } from "../../app/pages/not-found-page";
import { DashboardPage } from "../../app/pages/dashboard-page";

/**
 * Pseudo-locale (issue 10 §7): every catalogue message wrapped in ⟦…⟧. A visible text or a label
 * outside the markers that is not the fixture's own data is a literal that bypassed the catalogue.
 */
const PSEUDO = Object.fromEntries(Object.entries(MESSAGE_CATALOGUE).map(([key, text]) => [key, `⟦${text}⟧`]));
const config = { messages: { portal_login_translations: PSEUDO } };

const profile: TProfile = {
  PersonId: 7,
  UserName: "ADA",
  FirstName: "Ada",
  LastName: "Lovelace",
  EmailAddress: "ada@demo.test",
  AltEmailAddress: null,
  Phone: null,
  CompanyName: "Northwind",
  Role: "customer",
  ImageId: null,
  Locale: "en",
  TimeZone: null,
};
/** User data the fixtures put on the page: not messages, so not marked. */
const DATA = [profile.UserName, profile.FirstName, profile.LastName, profile.EmailAddress];

function unmarked(text: string): string {
  let rest = text.replace(/⟦[^⟧]*⟧/g, " ");
  for (const value of DATA) rest = rest.split(value).join(" ");
  return /\p{L}/u.test(rest) ? text : "";
}

function unmarkedTexts(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style")) continue;
    if (unmarked(node.textContent ?? "")) found.push(node.textContent ?? "");
  }
  for (const element of root.querySelectorAll("*"))
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value && unmarked(value)) found.push(`${name}="${value}"`);
    }
  return found;
}

afterEach(() => vi.unstubAllGlobals());

describe("pseudo-locale: no text outside the message catalogue", () => {
  it("profile page", async () => {
    stubApi({ [`GET ${ApiPath.getProfile}`]: () => json(profile) });
    renderRoutes([{ path: "/", element: <ProfilePage /> }], { config });
    await screen.findByRole("form", { name: "⟦Profile details⟧" });
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("404 page", async () => {
    renderRoutes([{ path: "*", element: <NotFoundPage /> }], { config, initialEntries: ["/nowhere"] });
    await screen.findByText("⟦PageNotFound⟧");
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("dashboard", async () => {
    renderRoutes([{ path: "/", element: <DashboardPage /> }], { config });
    await screen.findByRole("heading", { name: "⟦Dashboard⟧" });
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("notices a literal text", () => {
    document.body.innerHTML = `<p>⟦Marked⟧</p><p aria-label="Literal">1</p>`;
    expect(unmarkedTexts(document.body)).toEqual(['aria-label="Literal"']);
  });
});
