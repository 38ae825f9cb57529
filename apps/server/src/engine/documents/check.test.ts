import { DocumentsPath } from "@fsm/contracts";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/support/harness.js";
import { writeMessages } from "../messages/message-writes.js";
import { sitesScreen } from "../screens/screens.test-support.js";
import { metadataDocuments, metadataRevisions } from "./documents.table.js";
import { documentsTestApp } from "./documents.test-support.js";

type Problem = { path: string; severity: string; messageKey: string; values: object; message: string };
const at = (problems: Problem[], severity: string) =>
  problems.filter((p) => p.severity === severity).map((p) => p.path);

describe.each(engines)("checking a document without writing (%s)", (engine) => {
  const app = documentsTestApp(engine);

  const rows = async () => ({
    documents: (await app.t.db.select({ n: count() }).from(metadataDocuments))[0]!.n,
    revisions: (await app.t.db.select({ n: count() }).from(metadataRevisions))[0]!.n,
  });
  const check = async (kind: string, document: unknown) => {
    const res = await app.designer.post(DocumentsPath.check.replace(":kind", kind), { document });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ problems: Problem[] }>().problems;
  };

  it("finds every format error at its JSON pointer: a bad type, a missing label", async () => {
    const before = await rows();
    const doc = sitesScreen("checkedScreen");
    const items = doc.sections[0]!.items as Record<string, unknown>[];
    items[0] = { ...items[0], type: "colour" };
    delete items[1]!.label;
    const problems = await check("screen", doc);
    expect(at(problems, "error")).toEqual(
      expect.arrayContaining(["/sections/0/items/0/type", "/sections/0/items/1/label"]),
    );
    for (const p of problems) {
      expect(p.messageKey).toMatch(/^[a-z_.]+$/);
      expect(p.message.length).toBeGreaterThan(0);
    }
    expect(await rows()).toEqual(before);
  });

  it("finds every reference error: an unknown table, a wrong column, an unknown label", async () => {
    const before = await rows();
    const unknownTable = await check("screen", { ...sitesScreen("checkedScreen"), table: "no_such_table" });
    expect(at(unknownTable, "error")).toContain("/table");
    expect(unknownTable.find((p) => p.path === "/table")?.message).toContain("no_such_table");
    const doc = sitesScreen("checkedScreen");
    const items = doc.sections[0]!.items as Record<string, unknown>[];
    items[0] = { ...items[0], column: "no_such_column" };
    items[1] = { ...items[1], label: "no_such_message" };
    const problems = await check("screen", doc);
    expect(at(problems, "error")).toEqual(["/sections/0/items/0/column", "/sections/0/items/1/label"]);
    expect(await rows()).toEqual(before);
  });

  it("warns of accessibility problems without calling them errors", async () => {
    await writeMessages(app.t.db, null, { check_blank_label: " " });
    const doc = sitesScreen("checkedScreen");
    doc.sections[0]!.items.push(
      { kind: "field", id: "address", type: "text", column: "address", label: "site_name" },
      { kind: "field", id: "country", type: "text", column: "country", label: "check_blank_label" },
    );
    const second = {
      id: "more",
      items: [{ kind: "field", id: "lat", type: "number", column: "latitude", label: "site_latitude" }],
    };
    const problems = await check("screen", { ...doc, sections: [...doc.sections, second] });
    expect(at(problems, "error")).toEqual([]);
    const warnings = problems.filter((p) => p.severity === "warning");
    expect(warnings.map((w) => [w.path, w.messageKey])).toEqual(
      expect.arrayContaining([
        ["/sections/0/items/0/required", "warning_required_not_marked"],
        ["/sections/0/items/2/label", "warning_label_shared"],
        ["/sections/0/items/3/label", "warning_label_without_text"],
        ["/sections/0", "warning_section_without_title"],
      ]),
    );
    expect(warnings.find((w) => w.messageKey === "warning_label_shared")?.values).toEqual({
      item: "address",
      other: "name",
      label: "site_name",
    });
    const marked = sitesScreen("checkedScreen");
    for (const item of marked.sections[0]!.items as Record<string, unknown>[]) item.required = true;
    expect(await check("screen", marked)).toEqual([]);
  });

  it("checks other kinds through their validate: a menu's unknown label, a workflow's unknown screen", async () => {
    const menu = await check("menu", {
      formatVersion: 1,
      name: "main",
      entries: [{ to: "/app/rma", group: "areas", label: "no_such_message_key" }],
    });
    expect(menu).toEqual([expect.objectContaining({ path: "/entries/0/label", severity: "error" })]);
    const workflow = (
      await app.designer.get(
        DocumentsPath.document.replace(":kind", "workflow").replace(":name", "SITE_SURVEY"),
      )
    ).json().document;
    workflow.elements[0].screen = "NO_SUCH_SCREEN";
    const problems = await check("workflow", workflow);
    expect(at(problems, "error")).toContain("/elements/0/screen");
  });
});
