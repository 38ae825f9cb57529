import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "../../../test-utils/stub-api";
import { CHECK, editor, PUBLISHED, renderEditor, stubDocument } from "./editor-harness";

afterEach(() => vi.unstubAllGlobals());

const PROBLEMS = [
  {
    path: "/items/1/label",
    severity: "error",
    messageKey: "studio_revision",
    values: { revision: 5 },
    message: "English of a key this build knows",
  },
  {
    path: "",
    severity: "warning",
    messageKey: "check_key_only_the_server_knows",
    values: {},
    message: "The screen has no title for screen readers",
  },
];

describe("problems panel", () => {
  it("shows the check's findings translated, counted, and selects a problem's path", async () => {
    const api = stubDocument({}, { [`POST ${CHECK}`]: () => json({ problems: PROBLEMS }) });
    const onSelect = vi.fn();
    renderEditor(onSelect);
    expect(await screen.findByText("Revision 5")).toBeInTheDocument();
    expect(screen.getByText("The screen has no title for screen readers")).toBeInTheDocument();
    expect(screen.getByText("1 error")).toBeInTheDocument();
    expect(screen.getByText("1 warning")).toBeInTheDocument();
    expect(api.callsTo(CHECK)[0]!.body).toEqual({ document: PUBLISHED });

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Revision 5/ }));
    expect(onSelect).toHaveBeenCalledWith("/items/1/label");
    screen.getByRole("button", { name: /no title for screen readers/ }).focus();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("");
  });

  it("checks the edited document again after edits, once for a burst", async () => {
    const api = stubDocument();
    renderEditor();
    await waitFor(() => expect(api.callsTo(CHECK)).toHaveLength(1));
    act(() => editor().edit((d) => void (d.title = "A")));
    act(() => editor().edit((d) => void (d.title = "AB")));
    await waitFor(() => expect(api.callsTo(CHECK)).toHaveLength(2));
    expect(api.callsTo(CHECK)[1]!.body).toEqual({ document: { ...PUBLISHED, title: "AB" } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.callsTo(CHECK)).toHaveLength(2);
  });
});
