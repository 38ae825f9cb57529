import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCREEN_QUERY_ROOT } from "../../api/fetch-screen";
import { ApiError } from "../../../lib/api-error";
import { SaveConflictError, type SaveModel, type TRow } from "../../data-source";
import { renderWithServices } from "../../test-utils/render-with-services";
import { requestFormInput, requestMessages, screen as parseScreen } from "../../test-utils/screens";
import { FormScreen } from "./FormScreen";

const document = parseScreen(requestFormInput);
const ROW: TRow = {
  id: 7,
  request_number: "SR-007",
  kind: "REPAIR",
  description: "Pump leaking",
  contact_email: "ann@example.com",
  request_notes: [{ id: 1, note: "Engineer booked" }],
};

function renderForm(save: (model: SaveModel) => Promise<TRow>, canEdit = true) {
  const spy = vi.fn(save);
  const { queryClient, router } = renderWithServices(
    <FormScreen document={document} row={ROW} save={spy} canEdit={canEdit} />,
    {
      messages: requestMessages,
    },
  );
  return { save: spy, user: userEvent.setup(), queryClient, router };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

describe("form screen", () => {
  it("shows the record in its sections, read-only fields locked, child rows in a grid", () => {
    renderForm(async (m) => m.dataModel);
    expect(screen.getByRole("group", { name: "Request" })).toBeInTheDocument();
    expect(field("Number")).toHaveValue("SR-007");
    expect(field("Number")).toHaveAttribute("readonly");
    expect(field("Description")).not.toHaveAttribute("readonly");
    expect(
      within(screen.getByRole("table", { name: "History" })).getByText("Engineer booked"),
    ).toBeInTheDocument();
  });

  it("has one h1, naming the record when the page gives its name", () => {
    renderWithServices(
      <FormScreen
        heading="Service request SR-007"
        document={document}
        row={ROW}
        save={async (m) => m.dataModel}
      />,
      { messages: requestMessages },
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Service request SR-007" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Service request SR-007" })).toBeInTheDocument();
  });

  it("hides a field while its visibility rule is not met", async () => {
    const { user } = renderForm(async (m) => m.dataModel);
    await user.clear(field("Kind"));
    await user.type(field("Kind"), "CLOSED");
    expect(screen.queryByLabelText("Description")).not.toBeInTheDocument();
    await user.type(field("Kind"), "X");
    expect(field("Description")).toBeInTheDocument();
  });

  it("validates from the metadata before saving", async () => {
    const { user, save } = renderForm(async (m) => m.dataModel);
    await user.clear(field("Contact e-mail"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Contact e-mail is required")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the edited row against the original and is clean afterwards", async () => {
    const { user, save, queryClient } = renderForm(async (m) => ({ ...m.dataModel, version: 2 }));
    queryClient.setQueryData([SCREEN_QUERY_ROOT, "OTHER$$$false"], { cached: true });
    await user.clear(field("Description"));
    await user.type(field("Description"), "Pump replaced");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const model = save.mock.calls[0]![0];
    expect(model).toMatchObject({
      screenName: "requestDetail",
      primaryTable: "service_requests",
      dataModel: { description: "Pump replaced", request_number: "SR-007" },
      childTables: { request_notes: ROW.request_notes },
    });
    const { request_notes: _notes, ...primary } = ROW;
    expect(model.originalDataModel).toEqual(primary); // child rows travel as childTables only
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument());
    expect(queryClient.getQueryData([SCREEN_QUERY_ROOT, "OTHER$$$false"])).toBeUndefined(); // spec §4
  });

  it("on a 409 shows what the other person changed and overwrites only when asked", async () => {
    // As the server's 409 answers it: the primary row only.
    const { request_notes: _notes, ...stored } = ROW;
    const theirs = { ...stored, description: "Pump replaced by Bob", version: 2 };
    let calls = 0;
    const { user, save } = renderForm(async (m) => {
      calls += 1;
      if (calls === 1) throw new SaveConflictError(theirs);
      return m.dataModel;
    });
    await user.clear(field("Description"));
    await user.type(field("Description"), "Seal fixed");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: "Someone else changed this record" });
    const row = within(dialog).getByRole("row", { name: /Description/ });
    expect(row).toHaveTextContent("Pump leaking");
    expect(row).toHaveTextContent("Pump replaced by Bob");
    expect(row).toHaveTextContent("Seal fixed");
    expect(within(dialog).queryByRole("row", { name: /Contact/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Overwrite with my changes" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({
      originalDataModel: theirs,
      dataModel: { description: "Seal fixed" },
      childTables: {},
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reload takes the other person's row and drops the local edit", async () => {
    const theirs = { ...ROW, description: "Pump replaced by Bob" };
    const { user, save } = renderForm(async () => {
      throw new SaveConflictError(theirs);
    });
    await user.type(field("Description"), " now");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(await screen.findByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(field("Description")).toHaveValue("Pump replaced by Bob"));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument();
  });

  it("without edit rights every field is read-only and there is no Save", () => {
    renderForm(async (m) => m.dataModel, false);
    expect(field("Description")).toHaveAttribute("readonly");
    expect(field("Contact e-mail")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.getByText("You can view this record but not change it.")).toBeInTheDocument();
  });

  it("focuses the first invalid field when Save is pressed", async () => {
    const { user } = renderForm(async (m) => m.dataModel);
    await user.clear(field("Contact e-mail"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field("Contact e-mail")).toHaveFocus());
  });

  it("shows a refused save's problems at their fields in plain words, never a field path", async () => {
    const refusal = new ApiError(
      400,
      "Bad Request",
      "dataModel.description: is too long",
      "VALIDATION_FAILED",
      [{ path: "dataModel.description", message: "is too long" }],
    );
    const { user } = renderForm(() => Promise.reject(refusal));
    await user.type(field("Description"), " again");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Is too long");
    expect(screen.getByText("is too long")).toBeInTheDocument();
    expect(screen.queryByText(/dataModel/)).not.toBeInTheDocument();
    await waitFor(() => expect(field("Description")).toHaveFocus());
  });

  it("asks before leaving with unsaved edits; Stay keeps them, a clean form leaves freely", async () => {
    const { user, router } = renderForm(async (m) => m.dataModel);
    await user.type(field("Description"), "!");
    void router.navigate("/app/dashboard");
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    expect(dialog).toHaveTextContent("Your changes have not been saved and will be lost.");
    expect(within(dialog).getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/");
    expect(field("Description")).toHaveValue("Pump leaking!");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument());
    await router.navigate("/app/dashboard");
    expect(router.state.location.pathname).toBe("/app/dashboard");
  });

  it("a save under way shows progress on Save and is not started twice", async () => {
    let finish: (row: TRow) => void = () => undefined;
    const { user, save } = renderForm(
      (m) => new Promise<TRow>((resolve) => (finish = () => resolve(m.dataModel))),
    );
    await user.type(field("Description"), "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const button = screen.getByRole("button", { name: "Save" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    expect(button).toBeDisabled();
    await user.type(field("Contact e-mail"), "{Enter}");
    expect(save).toHaveBeenCalledTimes(1);
    finish({});
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
  });
});
