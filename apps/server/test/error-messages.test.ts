import {
  ApiPath,
  DataviewPath,
  ErrorCode,
  MESSAGE_CATALOGUE,
  MetadataPath,
  WorkflowPath,
  formatMessage,
  type TErrorResponse,
} from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, signedIn } from "./support/client.js";
import { DEMO } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

/*
 * Issue 10 §7: every error a person reads names its catalogue message. The English `message` is
 * that key's default filled with `values`, so the web can show the same message translated.
 */
type Keyed = { message: string; messageKey?: string; values?: Record<string, string | number> };

const CATALOGUE = MESSAGE_CATALOGUE as Record<string, string>;

/** The key is the catalogue's, and its default with exactly the values given is the message. */
function expectCatalogueMessage(m: Keyed, key: string) {
  expect(m.messageKey).toBe(key);
  const text = CATALOGUE[key];
  expect(text, key).toBeDefined();
  const placeholders = [...text!.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();
  expect(Object.keys(m.values ?? {}).sort(), key).toEqual([...new Set(placeholders)]);
  expect(formatMessage(text!, m.values)).toBe(m.message);
}

describe.each(engines)("error responses name their catalogue message (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let designer: TestClient;

  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  it("keys the refusals of sign-in, sessions and access", async () => {
    const anonymous = await new TestClient(t.app).init();
    const login = await anonymous.login(DEMO.customer.email, "not-the-password");
    expect(login.statusCode).toBe(401);
    expectCatalogueMessage(login.json<TErrorResponse>(), "error_invalid_credentials");

    const signedOut = await anonymous.get(ApiPath.getProfile);
    expect(signedOut.statusCode).toBe(401);
    expectCatalogueMessage(signedOut.json<TErrorResponse>(), "error_not_signed_in");

    const notDesigner = await customer.get(ApiPath.outbox);
    expect(notDesigner.statusCode).toBe(403);
    expectCatalogueMessage(notDesigner.json<TErrorResponse>(), "error_no_access");

    const nowhere = await customer.get("/api/no/such/call");
    expect(nowhere.statusCode).toBe(404);
    expectCatalogueMessage(nowhere.json<TErrorResponse>(), "error_no_such_resource");
  });

  it("keys field problems with the names they quote as values", async () => {
    const table = await customer.get(MetadataPath.getScreenItemsForTable, { query: { tableName: "nope" } });
    expect(table.statusCode).toBe(400);
    const body = table.json<TErrorResponse>();
    expect(body.code).toBe(ErrorCode.Validation);
    expectCatalogueMessage(body.details![0]!, "error_unknown_table");
    expect(body.details![0]!.values).toEqual({ name: "nope" });
    // A validation error's message is its first field's problem after the path.
    expect(body.message).toBe(`tableName: ${body.details![0]!.message}`);

    const missing = await designer.get(WorkflowPath.getWorkflowManager, {
      query: { screenName: "NO_SUCH_FLOW" },
    });
    expect(missing.statusCode).toBe(404);
    expectCatalogueMessage(missing.json<TErrorResponse>(), "error_unknown_workflow");
  });

  it("keys a contract's own refusal (a NUL in any text) and leaves zod's own words unkeyed", async () => {
    const nul = await customer.post(DataviewPath.execSearch, {
      screenName: "request",
      searchValue: "a\u0000b",
    });
    expect(nul.statusCode).toBe(400);
    const detail = nul.json<TErrorResponse>().details![0]!;
    expect(detail.path).toBe("searchValue");
    expectCatalogueMessage(detail, "error_nul_characters");

    const shape = await customer.post(DataviewPath.execSearch, { screenName: 42 });
    expect(shape.statusCode).toBe(400);
    const issue = shape.json<TErrorResponse>().details![0]!;
    expect(issue.message).toBeTruthy();
    expect(issue.messageKey).toBeUndefined();
  });
});
