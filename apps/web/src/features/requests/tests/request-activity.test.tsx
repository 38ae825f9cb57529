import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TTimelineResponse } from "@fsm/contracts";
import { Wrapper } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { startUploadServer } from "../../../test-utils/upload-server";
import { RequestActivity } from "../components/request-activity";

const OPEN: TTimelineResponse = {
  statuses: [
    { status: "NEW", at: "2026-11-20T09:00:00.000Z", by: "Ann Customer" },
    { status: "IN_PROGRESS", at: "2026-11-21T10:30:00.000Z", by: "Sam Staff" },
  ],
  notes: [
    {
      id: 1,
      text: "Engineer booked for Tuesday",
      at: "2026-11-21T10:31:00.000Z",
      author: "Sam Staff",
      attachments: [{ id: 9, name: "visit.pdf" }],
    },
  ],
  canAddNote: true,
};

/** The timeline as the server keeps it: an added note shows on the next read. */
function stubTimeline(initial: TTimelineResponse) {
  const state = structuredClone(initial);
  return stubApi({
    "GET /api/requestwf/timeline": () => json(state),
    "POST /api/requestwf/addnote": (call) => {
      const body = call.body as { text: string; attachmentIds: string[] };
      const note = {
        id: 2,
        text: body.text,
        at: "2026-11-22T12:00:00.000Z",
        author: "Ann Customer",
        attachments: [],
      };
      state.notes.push(note);
      return json(note);
    },
  });
}

function renderActivity() {
  render(
    <Wrapper>
      <RequestActivity requestId={7} />
    </Wrapper>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe("request history and notes", () => {
  it("shows the status history and the notes, oldest first", async () => {
    stubTimeline(OPEN);
    renderActivity();
    const statuses = await screen.findByRole("list", { name: "Status history" });
    const items = within(statuses).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/New — .*, by Ann Customer/);
    expect(items[1]).toHaveTextContent(/In progress — .*, by Sam Staff/);
    const notes = screen.getByRole("list", { name: "Notes" });
    expect(notes).toHaveTextContent("Engineer booked for Tuesday");
    expect(within(notes).getByRole("button", { name: "Download visit.pdf" })).toBeInTheDocument();
  });

  it("adds a note to an open request, says so, and the timeline shows it", async () => {
    const api = stubTimeline(OPEN);
    const user = renderActivity();
    await user.type(await screen.findByRole("textbox", { name: "Note" }), "The leak is back");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Your note was added.")).toBeInTheDocument();
    expect(api.callsTo("/api/requestwf/addnote")[0]!.body).toEqual({
      requestId: 7,
      text: "The leak is back",
      attachmentIds: [],
      // The note's own key: sent twice, it is stored once.
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(
      await within(screen.getByRole("list", { name: "Notes" })).findByText("The leak is back"),
    ).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("");
    expect(api.callsTo("/api/requestwf/timeline").length).toBeGreaterThanOrEqual(2);
    // The next note is another note: a key of its own.
    await user.type(screen.getByRole("textbox", { name: "Note" }), "And the tap drips");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(api.callsTo("/api/requestwf/addnote")).toHaveLength(2));
    const [first, second] = api
      .callsTo("/api/requestwf/addnote")
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
  });

  it("needs the note's text", async () => {
    const api = stubTimeline(OPEN);
    const user = renderActivity();
    await user.click(await screen.findByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Write the note first")).toBeInTheDocument();
    expect(api.callsTo("/api/requestwf/addnote")).toHaveLength(0);
  });

  it("waits for a file still uploading, then sends its id with the note", async () => {
    const server = await startUploadServer();
    try {
      const api = stubTimeline(OPEN);
      const user = renderActivity();
      await user.upload(await screen.findByLabelText("Attachments"), new File(["photo"], "leak.jpg"));
      const upload = await server.nextUpload();
      // Sending before the file is stored would leave it behind: the form waits for it.
      await user.type(screen.getByRole("textbox", { name: "Note" }), "Photo of the leak");
      await user.click(screen.getByRole("button", { name: "Add note" }));
      expect(
        await screen.findByText('"leak.jpg" is still uploading; wait until it has finished'),
      ).toBeVisible();
      expect(api.callsTo("/api/requestwf/addnote")).toHaveLength(0);
      upload.answer(200, {
        attachmentId: "att-42",
        id: null,
        fileName: "leak.jpg",
        contentType: "image/jpeg",
        size: 5,
      });
      expect(await screen.findByText(/leak.jpg \(5 bytes\) uploaded/)).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Add note" }));
      await waitFor(() => expect(api.callsTo("/api/requestwf/addnote")).toHaveLength(1));
      expect(api.callsTo("/api/requestwf/addnote")[0]!.body).toMatchObject({ attachmentIds: ["att-42"] });
    } finally {
      await server.close();
    }
  });

  it("explains why no note can be added to a closed request", async () => {
    stubTimeline({
      ...OPEN,
      statuses: [...OPEN.statuses, { status: "CLOSED", at: "2026-11-22T08:00:00.000Z", by: "Sam Staff" }],
      canAddNote: false,
    });
    renderActivity();
    expect(
      await screen.findByText(/This request is closed, so no more notes can be added/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add note" })).not.toBeInTheDocument();
  });

  it("says so when the user may not add notes to an open request", async () => {
    stubTimeline({ ...OPEN, canAddNote: false });
    renderActivity();
    expect(await screen.findByText("You cannot add notes to this request.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Add a note" })).not.toBeInTheDocument();
  });
});
