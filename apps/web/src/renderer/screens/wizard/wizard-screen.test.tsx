import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { memoryScreens, memorySearch } from "../../test-utils/memory-sources";
import { renderWithServices } from "../../test-utils/render-with-services";
import { screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { EMPTY_WIZARD_DATA, type WizardData } from "./wizard-data";
import { WizardScreen } from "./WizardScreen";
import { EMPTY_WIZARD, enterWizardRoute } from "./wizard-state";

const step = parseScreen({
  formatVersion: 3,
  type: "workflowStep",
  name: "REQUEST_SITE",
  title: "wf_site",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        {
          kind: "field",
          id: "site",
          type: "lookup",
          column: "site_id",
          label: "request_site",
          required: true,
          lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
        },
        {
          kind: "field",
          id: "description",
          type: "multilineText",
          column: "description",
          label: "request_description",
          required: true,
        },
      ],
    },
  ],
});
const messages = { wf_site: "Site and problem", request_site: "Site", request_description: "Description" };
const sites = memorySearch({ siteLookup: [{ id: 4, name: "North depot", city: "Oslo" }] });
const lookupScreen = parseScreen(siteLookupInput);

function renderStep(
  data: WizardData = EMPTY_WIZARD_DATA,
  current = 2,
  stepTitles?: readonly (string | undefined)[],
) {
  const handlers = { onNext: vi.fn(), onBack: vi.fn(), onCancel: vi.fn(), onDraft: vi.fn() };
  const wizard = enterWizardRoute(
    EMPTY_WIZARD,
    { screenName: "REQUEST_SITE", steps: 3, breadcrumb: current },
    "forward",
  );
  renderWithServices(
    <WizardScreen
      title="Service Request"
      steps={wizard.steps}
      current={wizard.current}
      stepTitles={stepTitles}
      document={step}
      stepKey="site"
      data={data}
      isFirst={current === 1}
      isLast={current === 3}
      {...handlers}
    />,
    { messages, services: { loadScreen: memoryScreens([lookupScreen]), lookupSearch: sites.source } },
  );
  return { ...handlers, user: userEvent.setup() };
}

describe("wizard step", () => {
  it("shows the step indicator: numbers as text, steps up to the current one active, the current marked", () => {
    renderStep();
    const list = screen.getByRole("list", { name: "Service Request: steps" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Step 1 of 3, reached",
      "Step 2 of 3, reached",
      "Step 3 of 3",
    ]);
    expect(items.map((li) => li.getAttribute("data-active"))).toEqual(["true", "true", "false"]);
    expect(items[1]).toHaveAttribute("aria-current", "step");
    expect(items[0]).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("heading", { level: 1, name: "Service Request" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "Step 2 of 3: Site and problem" }),
    ).toBeInTheDocument();
  });

  it("names each step beside its number, and reads it whole: 'Step 2 of 3: Site and problem'", () => {
    renderStep(EMPTY_WIZARD_DATA, 2, ["Where", "Site and problem", "When"]);
    const list = screen.getByRole("list", { name: "Service Request: steps" });
    const items = within(list).getAllByRole("listitem");
    // Shown: the name beside the number (hidden below 48em, where the numbers stand alone).
    expect(within(items[2]!).getByText("When")).toBeInTheDocument();
    // Read: once per step, with its number, the count and whether it is reached.
    expect(within(items[0]!).getByText("Step 1 of 3: Where, reached")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Step 2 of 3: Site and problem, reached")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Step 3 of 3: When")).toBeInTheDocument();
    expect(within(items[2]!).getByText("When")).toHaveAttribute("aria-hidden", "true");
  });

  it("does not go on while the step's metadata rules fail", async () => {
    const { user, onNext } = renderStep();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Site is required")).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it("goes on with the step's values merged into the run's data (a lookup keeps its label)", async () => {
    const { user, onNext, onDraft } = renderStep({ row: { priority: "HIGH" }, values: {} });
    await user.click(screen.getByRole("button", { name: "Choose Site" }));
    await user.click(await screen.findByRole("option", { name: /North depot/ }));
    // The picker gives focus back to its button as it closes; typing starts after that.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Leaks");
    expect(onDraft).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onNext).toHaveBeenCalledTimes(1);
    const data = onNext.mock.calls[0]![0] as WizardData;
    expect(data.row).toMatchObject({
      priority: "HIGH",
      site_id: 4,
      site_id__display: "North depot",
      description: "Leaks",
    });
    expect(data.values.site).toMatchObject({ site: { key: 4, label: "North depot" }, description: "Leaks" });
  });

  it("opens with what the run holds for the step", () => {
    renderStep({
      row: { site_id: 4, site_id__display: "North depot" },
      values: { site: { description: "Typed before the reload" } },
    });
    expect(screen.getByRole("textbox", { name: "Site" })).toHaveValue("North depot");
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("Typed before the reload");
  });

  it("Back goes back; the last step says Review", async () => {
    const later = renderStep(EMPTY_WIZARD_DATA, 3);
    await later.user.click(screen.getByRole("button", { name: "Back" }));
    expect(later.onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Review" })).toBeInTheDocument();
  });

  it("on the first step the way out is Cancel", async () => {
    const first = renderStep(EMPTY_WIZARD_DATA, 1);
    await first.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });
});

const linesStep = parseScreen({
  formatVersion: 3,
  type: "workflowStep",
  name: "RMA_LINES",
  title: "wf_lines",
  table: "rmas",
  sections: [
    {
      id: "main",
      items: [
        {
          kind: "childGrid",
          id: "lines",
          label: "rma_lines",
          table: "rma_lines",
          editable: true,
          minRows: 1,
          columns: [
            {
              kind: "field",
              id: "serial_number",
              column: "serial_number",
              label: "rma_line_serial",
              type: "text",
              required: true,
            },
          ],
        },
      ],
    },
  ],
});

describe("wizard step with a grid that needs lines", () => {
  it("cannot be left without a line: says so in plain words at the grid and focuses Add line", async () => {
    const onNext = vi.fn();
    const wizard = enterWizardRoute(
      EMPTY_WIZARD,
      { screenName: "RMA_LINES", steps: 2, breadcrumb: 1 },
      "forward",
    );
    renderWithServices(
      <WizardScreen
        title="Return"
        steps={wizard.steps}
        current={wizard.current}
        document={linesStep}
        stepKey="lines"
        data={EMPTY_WIZARD_DATA}
        isFirst
        isLast={false}
        onNext={onNext}
        onBack={vi.fn()}
        onCancel={vi.fn()}
        onDraft={vi.fn()}
      />,
      { messages: { wf_lines: "Items", rma_lines: "Returned items", rma_line_serial: "Serial" } },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Add at least one line to Returned items");
    expect(alert.textContent).not.toMatch(/rma_lines|childTables/);
    const add = screen.getByRole("button", { name: "Add line to Returned items" });
    await waitFor(() => expect(add).toHaveFocus());
    expect(onNext).not.toHaveBeenCalled();

    await user.click(add);
    await user.type(screen.getByLabelText(/Serial, line 1/), "SN-1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Add at least one line to Returned items")).not.toBeInTheDocument();
  });
});
