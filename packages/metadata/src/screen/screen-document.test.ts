import { describe, expect, it } from "vitest";
import { describeIssue } from "../issues.js";
import { catalog, requestList, siteLookup } from "./__fixtures__/documents.js";
import { parseScreenDocument, screenDocumentJsonSchema } from "./format.js";
import { checkScreenReferences } from "./references.js";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const errorsOf = (raw: unknown) => {
  const result = parseScreenDocument(raw);
  return result.ok ? [] : result.issues.map(describeIssue);
};

describe("screen documents", () => {
  it("parses every kind of screen and fills defaults", () => {
    const docs = [
      requestList,
      siteLookup,
      { formatVersion: 3, type: "confirmation", name: "confirm", title: "request_list_title" },
      {
        formatVersion: 3,
        type: "summary",
        name: "summary",
        title: "request_list_title",
        table: "service_requests",
        sections: [{ id: "s", items: [] }],
      },
      {
        formatVersion: 3,
        type: "workflowStep",
        name: "step1",
        title: "request_list_title",
        table: "service_requests",
        sections: [{ id: "s", items: [] }],
      },
    ];
    for (const doc of docs) expect(parseScreenDocument(doc).ok).toBe(true);
    const parsed = parseScreenDocument(requestList);
    expect(parsed.ok && parsed.value.type === "portal" && parsed.value.search?.pageSize).toBe(25);
  });

  it("names the exact path and reason of a bad item", () => {
    const doc = clone(requestList) as { sections: { items: Record<string, unknown>[] }[] };
    doc.sections[0]!.items[1]!.lookup = undefined;
    doc.sections[0]!.items[2]!.type = "slider";
    expect(errorsOf(doc)).toEqual(
      expect.arrayContaining([
        "sections[0].items[1].lookup: a lookup field needs a lookup screen",
        expect.stringMatching(/^sections\[0\]\.items\[2\]\.type: /),
      ]),
    );
  });

  it("rejects an unknown screen type, a bad name and an order by a column the search lacks", () => {
    expect(errorsOf({ ...requestList, type: "wizard" })[0]).toMatch(/^type: /);
    expect(errorsOf({ ...requestList, name: "1bad name" })[0]).toMatch(/^name: must start with a letter/);
    const doc = clone(requestList) as { search: { defaultOrder: { column: string }[] } };
    doc.search.defaultOrder[0]!.column = "description";
    expect(errorsOf(doc)).toEqual([
      'search.defaultOrder[0].column: orders by "description", which is not a column of this search',
    ]);
  });

  it("refuses a document newer than this code knows", () => {
    expect(errorsOf({ ...requestList, formatVersion: 99 })[0]).toMatch(/^formatVersion: /);
  });

  it("migrates a version 1 document on read", () => {
    const old = {
      type: "approvedSummary",
      name: "oldSummary",
      title: "request_list_title",
      table: "service_requests",
      fields: [{ id: "n", type: "text", column: "request_number", labelKey: "request_number" }],
    };
    const result = parseScreenDocument(old);
    expect(result.ok).toBe(true);
    if (!result.ok || result.value.type !== "summary") throw new Error("expected a summary");
    expect(result.value.formatVersion).toBe(3);
    expect(result.value.sections[0]!.items[0]).toMatchObject({ kind: "field", label: "request_number" });
  });
});

describe("cross-references", () => {
  const referencesOf = (raw: unknown) => {
    const result = parseScreenDocument(raw);
    if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
    return checkScreenReferences(result.value, catalog).map(describeIssue);
  };

  it("accepts documents whose references all exist", () => {
    expect(referencesOf(requestList)).toEqual([]);
    expect(referencesOf(siteLookup)).toEqual([]);
  });

  it("reports unknown screens, message keys, code tables, columns and items by path", () => {
    const doc = clone(requestList) as { sections: { items: Record<string, unknown>[] }[]; title: string };
    doc.title = "no_such_title";
    doc.sections[0]!.items[1]!.lookup = { screen: "X", keyColumn: "id", displayColumn: "name" };
    doc.sections[0]!.items[2]!.codeTable = "colours";
    doc.sections[0]!.items[0]!.column = "ghost";
    doc.sections[0]!.items[3]!.visibleWhen = { field: "missing", op: "empty" };
    expect(referencesOf(doc)).toEqual([
      'title: unknown message key "no_such_title"',
      'sections[0].items[0].column: unknown column "ghost" of table "service_requests"',
      'sections[0].items[1].lookup.screen: unknown screen "X"',
      'sections[0].items[2].codeTable: unknown code table "colours"',
      'sections[0].items[3].visibleWhen.field: unknown item "missing" of this screen',
    ]);
  });

  it("checks a lookup's key and display columns against the lookup screen's table", () => {
    const doc = clone(requestList) as { sections: { items: Record<string, unknown>[] }[] };
    doc.sections[0]!.items[1]!.lookup = { screen: "siteLookup", keyColumn: "id", displayColumn: "title" };
    expect(referencesOf(doc)).toEqual([
      'sections[0].items[1].lookup.displayColumn: unknown column "title" of table "sites"',
    ]);
  });
});

describe("info cards", () => {
  const withCard = (card: Record<string, unknown>) => {
    const doc = clone(requestList) as { sections: { items: Record<string, unknown>[] }[] };
    doc.sections[0]!.items.push({
      kind: "card",
      id: "siteCard",
      label: "site_name",
      table: "sites",
      ...card,
    });
    const result = parseScreenDocument(doc);
    if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
    return checkScreenReferences(result.value, catalog).map(describeIssue);
  };
  const at = `sections[0].items[${(requestList as { sections: { items: unknown[] }[] }).sections[0]!.items.length}]`;

  it("links a card by a column of the record that refers to the card's table", () => {
    expect(withCard({ placeholders: ["name", "city"], linkColumn: "site_id" })).toEqual([]);
    expect(withCard({ placeholders: ["name"] })).toEqual([]);
  });

  it("names an unknown placeholder, an unknown link column and one that refers elsewhere", () => {
    expect(withCard({ placeholders: ["name", "zip"], linkColumn: "ghost_id" })).toEqual([
      `${at}.placeholders[1]: unknown column "zip" of table "sites"`,
      `${at}.linkColumn: unknown column "ghost_id" of table "service_requests"`,
    ]);
    expect(withCard({ placeholders: ["name"], linkColumn: "status" })).toEqual([
      `${at}.linkColumn: column "status" of table "service_requests" does not refer to table "sites"`,
    ]);
  });
});

describe("lookup dependencies", () => {
  const withDependency = (dependsOn: unknown) => {
    const doc = clone(requestList) as { sections: { items: Record<string, unknown>[] }[] };
    doc.sections[0]!.items[1]!.lookup = {
      screen: "siteLookup",
      keyColumn: "id",
      displayColumn: "name",
      dependsOn,
    };
    return doc;
  };
  const referencesOf = (raw: unknown) => {
    const result = parseScreenDocument(raw);
    if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
    return checkScreenReferences(result.value, catalog).map(describeIssue);
  };

  it("feeds another field's column into a filter item the lookup screen declares", () => {
    const doc = withDependency([{ column: "status", filter: "site.city" }]);
    expect(referencesOf(doc)).toEqual([]);
    const parsed = parseScreenDocument(doc);
    expect(parsed.ok && parsed.value.type === "portal" && parsed.value.sections[0]!.items[1]).toMatchObject({
      lookup: { dependsOn: [{ column: "status", filter: "site.city" }] },
    });
  });

  it("names a column no field shows, an undeclared filter, and a malformed filter name by path", () => {
    expect(
      referencesOf(
        withDependency([
          { column: "closed_at", filter: "site.city" },
          { column: "status", filter: "site.zip" },
        ]),
      ),
    ).toEqual([
      'sections[0].items[1].lookup.dependsOn[0].column: no field of this screen shows column "closed_at"',
      'sections[0].items[1].lookup.dependsOn[1].filter: "site.zip" is not a filter item of lookup screen "siteLookup"',
    ]);
    expect(errorsOf(withDependency([{ column: "status", filter: "city" }]))).toEqual([
      "sections[0].items[1].lookup.dependsOn[0].filter: must be group.field",
    ]);
  });
});

describe("search references", () => {
  it("checks the code tables of search columns and the labels of filters", () => {
    const doc = clone(requestList) as {
      search: { columns: Record<string, unknown>[]; filters: Record<string, unknown>[] };
    };
    doc.search.columns[1]!.codeTable = "colours";
    doc.search.filters[0]!.label = "no_label";
    const result = parseScreenDocument(doc);
    if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
    expect(checkScreenReferences(result.value, catalog).map(describeIssue)).toEqual([
      'search.columns[1].codeTable: unknown code table "colours"',
      'search.filters[0].label: unknown message key "no_label"',
    ]);
  });
});

describe("child grid columns", () => {
  it("checks their labels, code tables and lookup screens by path", () => {
    const doc = clone(requestList) as { sections: { items: Record<string, unknown>[] }[] };
    doc.sections[0]!.items.push({
      kind: "childGrid",
      id: "lines",
      label: "request_site",
      table: "sites",
      editable: true,
      columns: [
        {
          kind: "field",
          id: "name",
          type: "codeSelect",
          column: "name",
          label: "site_name",
          codeTable: "colours",
        },
        {
          kind: "field",
          id: "city",
          column: "city",
          label: "nope",
          type: "lookup",
          lookup: { screen: "Y", keyColumn: "id", displayColumn: "name" },
        },
      ],
    });
    const result = parseScreenDocument(doc);
    if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
    expect(checkScreenReferences(result.value, catalog).map(describeIssue)).toEqual([
      'sections[0].items[4].columns[0].codeTable: unknown code table "colours"',
      'sections[0].items[4].columns[1].label: unknown message key "nope"',
      'sections[0].items[4].columns[1].lookup.screen: unknown screen "Y"',
    ]);
  });
});

describe("format version 3", () => {
  it("reads a version 2 grid's columns as the field items a form has", () => {
    const doc = { ...clone(requestList), formatVersion: 2 } as unknown as {
      sections: { items: unknown[] }[];
    };
    doc.sections[0]!.items.push({
      kind: "childGrid",
      id: "lines",
      label: "request_site",
      table: "sites",
      columns: [
        { column: "name", label: "site_name" },
        { column: "status", label: "site_status", type: "codeSelect", codeTable: "colours", required: true },
      ],
    });
    const result = parseScreenDocument(doc);
    if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
    expect(result.value.formatVersion).toBe(3);
    const grid = "sections" in result.value ? result.value.sections[0]!.items[4] : undefined;
    expect(grid).toMatchObject({
      kind: "childGrid",
      columns: [
        { kind: "field", id: "name", type: "text", column: "name", label: "site_name", required: false },
        { kind: "field", id: "status", type: "codeSelect", codeTable: "colours", required: true },
      ],
    });
  });

  it("refuses a grid column that is not a field item", () => {
    const doc = clone(requestList) as { sections: { items: unknown[] }[] };
    doc.sections[0]!.items.push({
      kind: "childGrid",
      id: "lines",
      label: "request_site",
      table: "sites",
      columns: [{ column: "name", label: "site_name" }],
    });
    const result = parseScreenDocument(doc);
    expect(result.ok).toBe(false);
  });
});

describe("JSON Schema export", () => {
  it("describes every screen type for the designer's editor", () => {
    const schema = JSON.stringify(screenDocumentJsonSchema());
    for (const type of ["portal", "lookup", "confirmation", "summary", "workflowStep"]) {
      expect(schema).toContain(`"${type}"`);
    }
    expect(schema).toContain("globalSearchColumns");
  });
});
