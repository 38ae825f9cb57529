import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { memoryCodes } from "../../test-utils/memory-sources";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

const STATUSES = [
  { value: "OPEN", label: "Open" },
  { value: "CLOSED", label: "Closed" },
  { value: "PENDING", label: "Pending parts" },
  { value: "ONSITE", label: "Engineer on site" },
  { value: "HOLD", label: "On hold" },
];

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("codeSelect field", () => {
  it("is a plain select of the code values up to maxCodeSelectOptions", async () => {
    const codes = memoryCodes({ request_status: STATUSES.slice(0, 3) });
    const { user, onChange } = renderFieldInput(fieldItem("codeSelect"), {
      label: "Status",
      config: { maxCodeSelectOptions: 3 },
      services: { codes: codes.source },
    });
    const input = screen.getByRole("combobox", { name: "Status" });
    expect(input).toHaveAttribute("readonly"); // choose only, nothing to type
    await user.click(input);
    await user.click(await screen.findByRole("option", { name: "Closed" }));
    expect(onChange).toHaveBeenLastCalledWith("CLOSED");
    expect(input).toHaveValue("Closed");
  });

  it("offers only the values the form allows (a customer's statuses), keeping the current one", async () => {
    const codes = memoryCodes({ request_status: STATUSES.slice(0, 3) });
    const { user } = renderFieldInput(fieldItem("codeSelect"), {
      label: "Status",
      initial: "OPEN",
      config: { maxCodeSelectOptions: 5 },
      services: { codes: codes.source },
      choices: { c: ["OPEN", "CLOSED"] },
    });
    const input = screen.getByRole("combobox", { name: "Status" });
    await waitFor(() => expect(input).toHaveValue("Open"));
    await user.click(input);
    await screen.findByRole("option", { name: "Closed" });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Open", "Closed"]);
  });

  it("turns into a server-searched picker above maxCodeSelectOptions", async () => {
    const codes = memoryCodes({ request_status: STATUSES });
    const { user, onChange } = renderFieldInput(fieldItem("codeSelect"), {
      label: "Status",
      config: { maxCodeSelectOptions: 3 },
      services: { codes: codes.source },
    });
    const input = screen.getByRole("combobox", { name: "Status" });
    await waitFor(() => expect(input).not.toHaveAttribute("readonly"));
    expect(codes.calls[0]).toEqual({ codeTable: "request_status", search: "", limit: 3 });

    await user.type(input, "hold");
    const option = await screen.findByRole("option", { name: "On hold" });
    expect(codes.calls.at(-1)).toMatchObject({ search: "hold" });
    expect(screen.queryByRole("option", { name: "Open" })).not.toBeInTheDocument();
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith("HOLD");
  });

  it("keeps a required code when its chosen option is clicked again", async () => {
    const codes = memoryCodes({ request_status: STATUSES.slice(0, 3) });
    const { user, onChange } = renderFieldInput(fieldItem("codeSelect", { required: true }), {
      label: "Status",
      initial: "OPEN",
      config: { maxCodeSelectOptions: 5 },
      services: { codes: codes.source },
    });
    const input = screen.getByRole("combobox", { name: /Status/ });
    await waitFor(() => expect(input).toHaveValue("Open"));
    await user.click(input);
    await user.click(await screen.findByRole("option", { name: "Open" }));
    expect(input).toHaveValue("Open");
    expect(onChange).not.toHaveBeenCalledWith("");
  });

  it("keeps an optional code too when its chosen option is clicked again (its clear button empties it)", async () => {
    const codes = memoryCodes({ request_status: STATUSES.slice(0, 3) });
    const { user, onChange } = renderFieldInput(fieldItem("codeSelect"), {
      label: "Status",
      initial: "OPEN",
      config: { maxCodeSelectOptions: 5 },
      services: { codes: codes.source },
    });
    const input = screen.getByRole("combobox", { name: "Status" });
    await waitFor(() => expect(input).toHaveValue("Open"));
    await user.click(input);
    await user.click(await screen.findByRole("option", { name: "Open" }));
    expect(input).toHaveValue("Open");
    expect(onChange).not.toHaveBeenCalledWith("");
  });

  it("says when a required code is missing", () => {
    expect(messageFor(fieldItem("codeSelect", { required: true }), "", "Status")).toBe("Status is required");
  });
});

describe("codeSelect display", () => {
  it("shows a code by its label, and the code itself when the label is unknown", async () => {
    const codes = memoryCodes({ request_status: STATUSES });
    const { fieldTypes } = await import("../../registry");
    const { renderWithServices } = await import("../../test-utils/render-with-services");
    const item = fieldItem("codeSelect");
    renderWithServices(
      <>
        <fieldTypes.codeSelect.Display item={item} value="HOLD" />
        <fieldTypes.codeSelect.Display item={item} value="RETIRED" />
      </>,
      { services: { codes: codes.source } },
    );
    expect(await screen.findByText("On hold")).toBeInTheDocument();
    expect(screen.getByText("RETIRED")).toBeInTheDocument();
  });
});
