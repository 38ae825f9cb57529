import { DocumentsPath, MenuDocumentPath } from "@fsm/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { engines } from "../../../test/support/harness.js";
import { metadataDocuments } from "./documents.table.js";
import { menuDocument, documentsTestApp } from "./documents.test-support.js";

const path = (kind: string, name: string) =>
  DocumentsPath.published.replace(":kind", kind).replace(":name", encodeURIComponent(name));

describe.each(engines)("reading published documents by the kind's declaration (%s)", (engine) => {
  const app = documentsTestApp(engine);

  it("serves the menu to every signed-in user, the same as the spec's menu path, never a draft", async () => {
    expect((await app.customer.get(path("menu", "main"))).json()).toEqual({ revision: 0, document: null });
    await app.designer.post(DocumentsPath.list.replace(":kind", "menu"), {
      document: menuDocument("menu_rma"),
    });
    const draft = DocumentsPath.draft.replace(":kind", "menu").replace(":name", "main");
    await app.designer.request("PUT", draft, { document: menuDocument("menu_blog"), baseRevision: 1 });
    const read = await app.customer.get(path("menu", "main"));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ revision: 1, document: menuDocument("menu_rma") });
    expect((await app.customer.get(MenuDocumentPath)).json()).toEqual(read.json());
  });

  it("answers 401 signed out, 403 for a kind the caller may not read, 404 for an unknown kind", async () => {
    const signedOut = await new TestClient(app.t.app).init();
    expect((await signedOut.get(path("menu", "main"))).statusCode).toBe(401);
    expect((await app.customer.get(path("screen", "SURVEY_SITE"))).statusCode).toBe(403);
    expect((await app.customer.get(path("poem", "main"))).statusCode).toBe(404);
    const asDesigner = await app.designer.get(path("screen", "SURVEY_SITE"));
    expect(asDesigner.statusCode).toBe(200);
    expect(asDesigner.json().document).toMatchObject({ name: "SURVEY_SITE" });
  });

  it("answers the document in the current format, and none when the format no longer reads it", async () => {
    // Parsed by the format: its defaults are filled in, so the shell needs no parser of its own.
    const stored = await app.customer.get(MenuDocumentPath);
    const [entry] = menuDocument("menu_rma").entries;
    expect(stored.json().document).toEqual({
      ...menuDocument("menu_rma"),
      entries: [{ ...entry, hidden: false }],
    });
    // A stored menu this version cannot read (as a downgrade or a hand edit would leave it).
    await app.t.db
      .update(metadataDocuments)
      .set({ document: { formatVersion: 1, name: "main", entries: "not a list" } })
      .where(and(eq(metadataDocuments.kind, "menu"), eq(metadataDocuments.name, "main")));
    const unreadable = await app.customer.get(MenuDocumentPath);
    expect(unreadable.json()).toEqual({ revision: 1, document: null });
  });
});
