import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithServices } from "../../test-utils/render-with-services";
import { screen as parseScreen } from "../../test-utils/screens";
import { SummaryScreen } from "./SummaryScreen";

describe("summary screen", () => {
  it("shows every section read-only under its title", () => {
    const document = parseScreen({
      formatVersion: 3,
      type: "summary",
      name: "rmaSummary",
      title: "rma_summary",
      table: "rmas",
      sections: [
        {
          id: "main",
          title: "rma_main",
          items: [
            { kind: "field", id: "number", type: "text", column: "rma_number", label: "rma_number" },
            { kind: "field", id: "due", type: "date", column: "due_date", label: "rma_due" },
          ],
        },
      ],
    });
    renderWithServices(<SummaryScreen document={document} row={{ rma_number: "RMA-12", due_date: null }} />, {
      messages: {
        rma_summary: "Returned goods",
        rma_main: "Return",
        rma_number: "RMA number",
        rma_due: "Due",
      },
    });
    expect(screen.getByRole("heading", { name: "Returned goods" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Return" })).toHaveTextContent("RMA numberRMA-12");
    expect(screen.getByRole("group", { name: "Return" })).toHaveTextContent("Due—");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
