import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SessionKey } from "../../../lib/storage-keys";
import { renderRoutes, pathOf } from "../../../test-utils/render-app";
import { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { workflowRoutes } from "../routes";
import { WORKFLOW_HEADER, screenAnswer } from "../../../test-utils/fixtures";

// A small workflow with a decision: "BIG" jobs get a second step, anything else goes straight to
// the review. The server's answers are stubbed in their contract shapes.
const WORKFLOW = {
  header: WORKFLOW_HEADER,
  elements: [
    { kind: "step", id: "a", screen: "REQ_A" },
    {
      kind: "decision",
      id: "by-kind",
      column: "kind",
      branches: [{ equals: "BIG", goto: "big" }],
      otherwise: "$end",
    },
    { kind: "step", id: "big", screen: "REQ_BIG" },
  ],
  revision: 1,
};
const text = (id: string, column: string, label: string) => ({
  kind: "field",
  id,
  type: "text",
  column,
  label,
  required: true,
});
const SCREENS: Record<string, Record<string, unknown>> = {
  a: {
    type: "workflowStep",
    name: "REQ_A",
    title: "wf_a",
    table: "service_requests",
    sections: [{ id: "m", items: [text("kind", "kind", "f_kind")] }],
  },
  big: {
    type: "workflowStep",
    name: "REQ_BIG",
    title: "wf_big",
    table: "service_requests",
    sections: [
      {
        id: "m",
        items: [
          text("size", "size", "f_size"),
          { kind: "field", id: "files", type: "attachment", column: "files", label: "f_files" },
        ],
      },
    ],
  },
  REQ_CONFIRM: {
    type: "confirmation",
    name: "REQ_CONFIRM",
    title: "wf_confirm",
    sections: [
      {
        id: "m",
        items: [
          { ...text("kind", "kind", "f_kind"), readOnly: true },
          { ...text("size", "size", "f_size"), readOnly: true },
        ],
      },
    ],
    actions: [
      { kind: "button", id: "back", label: "a_back", variant: "secondary", action: { type: "back" } },
      { kind: "button", id: "submit", label: "a_submit", action: { type: "submit" } },
    ],
  },
};
const messages = {
  wf_title: "Service Request",
  wf_a: "Kind of job",
  wf_big: "Size",
  wf_confirm: "Review",
  f_kind: "Kind",
  f_size: "Size",
  f_files: "Photos",
  a_back: "Back",
  a_submit: "Submit",
};

const screenResponse = (document: Record<string, unknown>) =>
  json(screenAnswer(document.name, document.type, { formatVersion: 3, ...document }));

function renderAt(url: string, submit: (call: ApiCall) => Response = created) {
  const api = stubApi({
    "GET /api/Metadata/getWorkflowManager": () => json(WORKFLOW),
    "GET /api/Metadata/fetchWorkflowScreenMetadata": (call) =>
      screenResponse(SCREENS[call.query.get("stepId")!]!),
    "GET /api/Metadata/fetchscreen": (call) => screenResponse(SCREENS[call.query.get("screenName")!]!),
    "GET /api/Metadata/fetchstartandconfirm": () =>
      json({ startScreen: "REQ_A", confirmationScreen: "REQ_CONFIRM", summaryScreen: "REQ_SUMMARY" }),
    "POST /api/requestwf/submitworkflow": submit,
    "POST /api/requestworkflow/sendemail": () => json({ status: "success", message: "sent" }),
  });
  const view = renderRoutes([{ path: "/app", children: workflowRoutes }], {
    initialEntries: [url],
    config: { messages: { portal_login_translations: messages } },
  });
  return { ...view, api, user: userEvent.setup() };
}
const created = () => json({ table: "service_requests", id: 42, number: "SR-000042", replayed: false });
// The first wait covers the lazy page chunk, slow on a busy machine.
const stepHeading = (name: string) => screen.findByRole("heading", { level: 2, name }, { timeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// Whole journeys through lazy pages: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe("workflow pages", () => {
  it("walk the wizard (a decision adds a step, Back keeps input), confirm, submit, then succeed", async () => {
    // The signed-in user's own address, which the confirmation mail goes to.
    sessionStorage.setItem(SessionKey.loggedInEmail, "ann@demo.test");
    const { router, api, user } = renderAt("/app/service?workflow=REQ");
    expect(await stepHeading("Step 1 of 1: Kind of job")).toBeInTheDocument();
    // Each page of the run names itself first in the window title (UX: what · area · company).
    const wizardTitle = screen.getByRole("heading", { level: 1 }).textContent!;
    await waitFor(() => expect(document.title.startsWith(`${wizardTitle} · `)).toBe(true));
    await waitFor(() =>
      expect(pathOf(router)).toBe("/app/service?workflow=REQ&screenName=REQ_A&steps=1&breadcrumb=1"),
    );

    await user.type(screen.getByRole("textbox", { name: "Kind" }), "BIG");
    await user.click(screen.getByRole("button", { name: "Review" }));
    expect(await stepHeading("Step 2 of 2: Size")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/app/service?workflow=REQ&screenName=REQ_A&steps=2&breadcrumb=2");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await stepHeading("Step 1 of 2: Kind of job")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Kind" })).toHaveValue("BIG");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByRole("textbox", { name: "Size" }), "L");
    await user.click(screen.getByRole("button", { name: "Review" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Review" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/app/confirmation?workflow=REQ");
    // The title follows the page in an effect, once it has drawn.
    await waitFor(() => expect(document.title).toMatch(/^Review · Service Request · /));
    expect(screen.getByText("BIG")).toBeInTheDocument();
    expect(screen.getByText("L")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Service request SR-000042 created" }),
    ).toBeInTheDocument();
    // The title follows the page in an effect, once it has drawn.
    await waitFor(() => expect(document.title).toMatch(/^Service request SR-000042 created · /));
    const [submission] = api.callsTo("/api/requestwf/submitworkflow");
    expect(submission!.body).toMatchObject({
      workflowName: "REQ",
      dataModel: { kind: "BIG", size: "L" },
      attachmentIds: [],
    });
    expect(api.callsTo("/api/requestworkflow/sendemail")[0]!.body).toMatchObject({
      toEmail: "ann@demo.test",
      subjectEmail: "Service request SR-000042 received",
    });
    expect(screen.getByRole("link", { name: "Open service request SR-000042" })).toHaveAttribute(
      "href",
      "/app/list/request/42",
    );
    expect(await screen.findByRole("link", { name: "View the summary" })).toHaveAttribute(
      "href",
      "/app/summary?workflow=REQ&id=42",
    );
    expect(screen.getByRole("link", { name: "Back to the service requests" })).toHaveAttribute(
      "href",
      "/app/list/request",
    );
    // The run is forgotten once it was created.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith("wizard."))).toEqual([]);
  });

  it("a retry after a failed submission sends the same idempotency key; the button waits meanwhile", async () => {
    let attempts = 0;
    let answerFirst: (response: Response) => void = () => {};
    const { api, user } = renderAt("/app/service?workflow=REQ", () => {
      attempts += 1;
      // The first answer waits until the test lets it fail, so the double click meets a busy button.
      return attempts === 1
        ? (new Promise<Response>((resolve) => (answerFirst = resolve)) as never)
        : created();
    });
    expect(await stepHeading("Step 1 of 1: Kind of job")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Kind" }), "SMALL");
    await user.click(screen.getByRole("button", { name: "Review" }));
    await user.dblClick(await screen.findByRole("button", { name: "Submit" }, { timeout: 5000 }));
    expect(api.callsTo("/api/requestwf/submitworkflow")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    answerFirst(json({ code: "UNAVAILABLE", message: "Try again later." }, 503, "Service Unavailable"));
    expect(await screen.findByText(/Nothing was created; submitting again is safe/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { level: 1, name: /SR-000042 created/ })).toBeInTheDocument();
    const keys = api
      .callsTo("/api/requestwf/submitworkflow")
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("a refused field links to the step that holds it, input kept; Back from there is the previous step", async () => {
    const { router, user } = renderAt("/app/service?workflow=REQ", () =>
      json(
        {
          code: "FSM.PORTAL.VALIDATION",
          message: "dataModel.size: too big",
          details: [{ path: "dataModel.size", message: "too big" }],
        },
        400,
        "Bad Request",
      ),
    );
    expect(await stepHeading("Step 1 of 1: Kind of job")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Kind" }), "BIG");
    await user.click(screen.getByRole("button", { name: "Review" }));
    await user.type(await screen.findByRole("textbox", { name: "Size" }), "XXL");
    await user.click(screen.getByRole("button", { name: "Review" }));
    await user.click(await screen.findByRole("button", { name: "Submit" }, { timeout: 5000 }));
    expect(await screen.findByText("Size: too big")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Change it in step 2" }));
    expect(await stepHeading("Step 2 of 2: Size")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Size" })).toHaveValue("XXL");
    // The entry before is the confirmation, not step 1: Back still goes to step 1.
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await stepHeading("Step 1 of 2: Kind of job")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/app/service?workflow=REQ&screenName=REQ_A&steps=2&breadcrumb=1");
  });

  it("a reload keeps the run; an address beyond what was entered lands on the next step to fill", async () => {
    const first = renderAt("/app/service?workflow=REQ");
    await first.user.type(await screen.findByRole("textbox", { name: "Kind" }, { timeout: 5000 }), "BIG");
    await first.user.click(screen.getByRole("button", { name: "Review" }));
    expect(await stepHeading("Step 2 of 2: Size")).toBeInTheDocument();
    const url = pathOf(first.router);
    first.unmount();

    // The same address again, as after a reload: same run, same step.
    const again = renderAt(url);
    expect(await stepHeading("Step 2 of 2: Size")).toBeInTheDocument();
    again.unmount();

    // A new tab (no run) cannot start on step 2.
    sessionStorage.clear();
    const fresh = renderAt(url);
    expect(await stepHeading("Step 1 of 1: Kind of job")).toBeInTheDocument();
    await waitFor(() => expect(pathOf(fresh.router)).toMatch(/breadcrumb=1$/));
  });

  it("the confirmation lists the run's attached files above its Back and Submit", async () => {
    const key = crypto.randomUUID();
    const files = [{ attachmentId: "att-1", fileName: "pump.jpg", size: 1200 }];
    const run = {
      key,
      wizard: "REQ",
      reached: 2,
      row: { kind: "BIG", size: "L" },
      values: { big: { files } },
    };
    sessionStorage.setItem(`wizard.run.${key}`, JSON.stringify(run));
    sessionStorage.setItem("wizard.current.REQ", key);
    renderAt("/app/confirmation?workflow=REQ");

    const heading = await screen.findByRole("heading", { name: "Attached files" }, { timeout: 5000 });
    expect(screen.getByText("pump.jpg")).toBeInTheDocument();
    for (const name of ["Back", "Submit"]) {
      const button = screen.getByRole("button", { name });
      // DOCUMENT_POSITION_FOLLOWING: the button comes after the files in reading order.
      expect(heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("an old link naming only the start screen opens that workflow at its address", async () => {
    const { router, api } = renderAt("/app/service?screenName=REQ_A&steps=1&breadcrumb=1");
    // Both at once: the step drawn before the address is rewritten is replaced by the one after it,
    // so a heading found first can be gone by the time it is checked.
    await waitFor(
      () => {
        expect(pathOf(router)).toBe("/app/service?workflow=REQ&screenName=REQ_A&steps=1&breadcrumb=1");
        expect(screen.getByRole("heading", { level: 2, name: "Step 1 of 1: Kind of job" })).toBeVisible();
      },
      { timeout: 5000 },
    );
    expect(api.callsTo("/api/Metadata/getWorkflowManager")[0]!.query.get("screenName")).toBe("REQ_A");
  });

  it("the RMA success page names the return and leads to the returns", async () => {
    renderAt("/app/rmasuccess?workflow=RMA&number=RMA-000007&id=7");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Return RMA-000007 created" }),
    ).toBeInTheDocument();
    // The title follows the page in an effect, once it has drawn.
    await waitFor(() => expect(document.title).toMatch(/^Return RMA-000007 created · /));
    expect(screen.getByRole("link", { name: "Open return RMA-000007" })).toHaveAttribute(
      "href",
      "/app/rmalist/RMA/7",
    );
    expect(screen.getByRole("link", { name: "Back to the returns" })).toHaveAttribute(
      "href",
      "/app/rmalist/RMA",
    );
  });
});
