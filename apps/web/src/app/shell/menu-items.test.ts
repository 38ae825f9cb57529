import { CUSTOM_WORKFLOWS_ENTRY, type TMenuDocument } from "@fsm/metadata";
import { describe, expect, it } from "vitest";
import { buildMenuItems, defaultMenuDocument } from "./menu-items";

const allAccess = { request: "true", rma: "true", blog: "true", group: "true" } as const;
const survey = { Title: "Site Survey", WorkflowStartScreenName: "SURVEY_SITE" };
const paths = (links: { to: string }[]) => links.map((l) => l.to);

describe("the side menu from its document", () => {
  it("without a stored document shows the areas in their declared order, custom workflows among them", () => {
    const items = buildMenuItems(allAccess, [survey], null, true);
    expect(paths(items.areas)).toEqual([
      "/app/dashboard",
      "/app/list/request",
      "/app/rmalist/RMA",
      "/app/list/SURVEY_SITE",
      "/app/blog",
      "/app/group",
      ...paths(items.areas).slice(6),
    ]);
    expect(paths(items.personal)).toEqual(["/app/profile", "/app/about"]);
  });

  it("offers About to a studio license only (spec §6)", () => {
    expect(paths(buildMenuItems(allAccess, [], null, false).personal)).toEqual(["/app/profile"]);
    expect(paths(buildMenuItems(allAccess, [], null, true).personal)).toEqual(["/app/profile", "/app/about"]);
  });

  it("the default document lists every place, so the default and no document agree", () => {
    const document = defaultMenuDocument();
    expect(document.entries.map((e) => e.to)).toContain(CUSTOM_WORKFLOWS_ENTRY);
    expect(buildMenuItems(allAccess, [survey], document)).toEqual(buildMenuItems(allAccess, [survey], null));
  });

  it("follows a stored document: its order, labels and hidden entries; newer areas follow; unknown entries are ignored", () => {
    const document: TMenuDocument = {
      formatVersion: 1,
      name: "main",
      entries: [
        { to: "/app/rmalist/RMA", group: "areas", label: "menu_returns", hidden: false },
        { to: CUSTOM_WORKFLOWS_ENTRY, group: "areas", hidden: false },
        { to: "/app/list/request", group: "areas", hidden: true },
        { to: "/app/about", group: "areas", hidden: false },
        { to: "/app/no-such-area", group: "areas", hidden: false },
      ],
    };
    const items = buildMenuItems(allAccess, [survey], document, true);
    expect(paths(items.areas).slice(0, 4)).toEqual([
      "/app/rmalist/RMA",
      "/app/list/SURVEY_SITE",
      "/app/about",
      "/app/dashboard",
    ]);
    expect(items.areas[0]!.label).toBe("menu_returns");
    expect(paths(items.areas)).not.toContain("/app/list/request");
    expect(paths(items.areas)).not.toContain("/app/no-such-area");
    expect(paths(items.personal)).toEqual(["/app/profile"]);
  });

  it("never shows an entry the access flags withhold, whatever the document says", () => {
    const document = defaultMenuDocument();
    const items = buildMenuItems({ ...allAccess, rma: "false", blog: "false" }, [], document);
    expect(paths(items.areas)).not.toContain("/app/rmalist/RMA");
    expect(paths(items.areas)).not.toContain("/app/blog");
    expect(paths(items.areas)).toContain("/app/list/request");
    // Moved among the areas by the document, About still needs the studio license.
    const moved = { ...document, entries: [{ to: "/app/about", group: "areas" as const, hidden: false }] };
    expect(paths(buildMenuItems(allAccess, [], moved, false).areas)).not.toContain("/app/about");
  });
});
