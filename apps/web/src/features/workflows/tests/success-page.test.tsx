import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { screenAnswer } from "../../../test-utils/fixtures";
import { requestListInput } from "../../../renderer/test-utils/screens";
import { workflowRoutes } from "../routes";

const LIST = {
  ...requestListInput,
  search: {
    ...requestListInput.search!,
    columns: [
      ...requestListInput.search!.columns,
      { column: "created_at", label: "col_created_at", type: "dateTime" as const },
    ],
  },
};
const ROW = {
  id: 42,
  request_number: "SR-000042",
  status: "NEW",
  description: "Pump leaking in hall B",
  created_at: new Date(Date.now() - 60_000).toISOString(),
};

function renderSuccess() {
  stubApi({
    "GET /api/Metadata/fetchscreen": () => json(screenAnswer("request", "portal", LIST)),
    "GET /api/Metadata/fetchstartandconfirm": () =>
      json({ startScreen: "REQ_A", confirmationScreen: null, summaryScreen: null }),
    "GET /api/Metadata/fetchcodes": () =>
      json([{ code: "NEW", label: "status_new", parentCode: null, sort: 10 }]),
    "POST /api/dataview/getDataForScreen": () =>
      json({
        tableName: "service_requests",
        dataModel: ROW,
        childTables: {},
        attachments: [
          { id: 5, fileName: "photo.png", contentType: "image/png", size: 2048, createdAt: ROW.created_at },
        ],
      }),
  });
  return renderRoutes([{ path: "/app", children: workflowRoutes }], {
    initialEntries: ["/app/requestsuccess?workflow=REQ&number=SR-000042&id=42"],
    config: { messages: { portal_login_translations: { status_new: "New" } } },
  });
}

describe("success page", () => {
  it("shows the new record (number, status, title, date, files) and the next steps", async () => {
    renderSuccess();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Service request SR-000042 created" }),
    ).toBeInTheDocument();
    const record = await screen.findByRole("region", { name: "Your service request" });
    expect(record).toHaveTextContent("SR-000042");
    expect(await within(record).findByText("New")).toBeInTheDocument();
    expect(record).toHaveTextContent("Pump leaking in hall B");
    expect(within(record).getByText(/minutes? ago/).tagName).toBe("TIME");
    expect(await screen.findByRole("button", { name: "Download photo.png" })).toBeInTheDocument();

    const next = screen.getByRole("region", { name: "Next steps" });
    expect(within(next).getByRole("link", { name: "Open service request SR-000042" })).toHaveAttribute(
      "href",
      "/app/list/request/42",
    );
    expect(within(next).getByRole("link", { name: "Raise another service request" })).toHaveAttribute(
      "href",
      "/app/service?workflow=REQ",
    );
    expect(within(next).getByRole("link", { name: "Back to the service requests" })).toHaveAttribute(
      "href",
      "/app/list/request",
    );
  });
});
