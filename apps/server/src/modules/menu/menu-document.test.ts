import { DocumentsPath, MenuDocumentPath, type TMenuDocumentResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

const importUrl = (kind: string) => DocumentsPath.list.replace(":kind", kind);
const menu = (entries: unknown[]) => ({ formatVersion: 1, name: "main", entries });

describe.each(engines)("the side-menu document (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  const stored = async (client: TestClient) =>
    (await client.get(MenuDocumentPath)).json<TMenuDocumentResponse>();

  it("is absent until a designer stores one; then every signed-in user reads it", async () => {
    expect(await stored(customer)).toEqual({ revision: 0, document: null });
    const document = menu([
      { to: "/app/rma", group: "areas", label: "menu_rma" },
      { to: "/app/requests", group: "areas", hidden: true },
    ]);
    const saved = await designer.post(importUrl("menu"), { document, comment: "RMA first" });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await stored(customer);
    expect(read.revision).toBe(1);
    expect(read.document).toMatchObject({
      entries: [{ to: "/app/rma" }, { to: "/app/requests", hidden: true }],
    });
  });

  it("refuses a label that is no portal message and a malformed entry, naming the path, and keeps the old one", async () => {
    const before = await stored(customer);
    const res = await designer.post(importUrl("menu"), {
      document: menu([{ to: "/app/rma", group: "areas", label: "no_such_message_key" }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("entries[0].label");
    const malformed = await designer.post(importUrl("menu"), {
      document: menu([{ to: "javascript:alert(1)" }]),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await stored(customer)).toEqual(before);
  });

  it("lets only designers write it, and writes screens only through their own calls", async () => {
    const res = await customer.post(importUrl("menu"), { document: menu([]) });
    expect(res.statusCode).toBe(403);
    const screen = await designer.post(importUrl("screen"), { document: { name: "X" } });
    expect(screen.statusCode).toBe(409);
  });
});
