import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { startUploadServer } from "../../../test-utils/upload-server";
import { writeAuthHeader } from "../../../lib/auth-storage";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes).fill(65)], name);
const config = { maxRequestLength: 1024 * 1024, fileTypesBlackList: [".exe", "BAT"] };
const stored = (attachmentId: string, fileName: string, size: number) => ({
  attachmentId,
  id: null,
  fileName,
  contentType: "image/jpeg",
  size,
});

let server: Awaited<ReturnType<typeof startUploadServer>>;
beforeEach(async () => {
  server = await startUploadServer();
});
afterEach(() => server.close());

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("attachment field", () => {
  it("refuses a blacklisted type before sending it, with one clear message", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [file("setup.EXE", 10), file("run.bat", 10)]);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent('"setup.EXE" was not added: .exe files are not accepted.');
    expect(alert).toHaveTextContent('"run.bat" was not added: .bat files are not accepted.');
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(server.received).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is a drop zone with a Browse button that states the size limit and the refused types", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    const browse = screen.getByRole("button", { name: "Browse for Photos" });
    expect(browse).toHaveTextContent("Browse");
    expect(browse).toHaveAccessibleDescription("Up to 1.0 MB per file. Not accepted: .exe, .bat.");
    expect(screen.getByText("Drag files here, or")).toBeInTheDocument();
    // Browse is the keyboard's way in: it opens the (hidden) file input's chooser.
    const input = screen.getByLabelText<HTMLInputElement>("Photos");
    let opened = 0;
    input.addEventListener("click", () => opened++);
    browse.focus();
    await user.keyboard("{Enter}");
    expect(opened).toBe(1);

    const zone = browse.closest("[data-dropzone]")!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute("data-over", "true");
    expect(screen.getByText("Drop the files to add them")).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [file("setup.exe", 10)] } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      '"setup.exe" was not added: .exe files are not accepted.',
    );
    expect(zone).not.toHaveAttribute("data-over");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file over maxRequestLength before sending it", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [file("video.mp4", 3 * 1024 * 1024)]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      '"video.mp4" was not added: it is 3.0 MB, larger than the 1.0 MB limit.',
    );
    expect(server.received).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("uploads a good file with a progress bar and ends with its id in the value", async () => {
    document.cookie = "XSRF-TOKEN=xsrf-123";
    writeAuthHeader("Bearer t-1", null);
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [file("pump.jpg", 2000)]);

    const upload = await server.nextUpload();
    expect(upload.method).toBe("POST");
    expect(upload.path).toBe("/api/attachments/upload");
    expect(upload.headers["x-xsrf-token"]).toBe("xsrf-123");
    expect(upload.headers.authorization).toBe("Bearer t-1");
    expect(upload.body).toMatch(/name="attachment"; filename="pump.jpg"/);
    expect(upload.body).toMatch(/name="filename"\r\n\r\npump.jpg/);
    expect(await screen.findByRole("progressbar", { name: "Uploading pump.jpg" })).toBeInTheDocument();
    // Until it is stored, the form cannot move on without it.
    const uploading = onChange.mock.lastCall![0] as unknown;
    expect(messageFor(fieldItem("attachment"), uploading, "Photos")).toBe(
      '"pump.jpg" is still uploading; wait until it has finished',
    );

    upload.answer(200, stored("att-7", "pump.jpg", 2000));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        { attachmentId: "att-7", fileName: "pump.jpg", size: 2000 },
      ]),
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Photos: files" })).toHaveTextContent("pump.jpg");
  });

  it("shows the server's 415 message beside the file and keeps it out of the value", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [file("fake.jpg", 20)]);
    const upload = await server.nextUpload();
    upload.answer(415, {
      code: "FSM.PORTAL.BLOCKED_FILE_TYPE",
      message: 'The file "fake.jpg" is not allowed: its content is an executable.',
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      '"fake.jpg" was not uploaded: The file "fake.jpg" is not allowed: its content is an executable.',
    );
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole("button", { name: "Dismiss fake.jpg" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("drops files a reload left 'still uploading' (their uploads are gone)", () => {
    const { onChange } = renderFieldInput(fieldItem("attachment"), {
      label: "Photos",
      config,
      initial: [
        { attachmentId: "a-1", fileName: "a.pdf", size: 5 },
        { uploading: 1, fileName: "b.pdf" },
      ],
    });
    expect(onChange).toHaveBeenLastCalledWith([{ attachmentId: "a-1", fileName: "a.pdf", size: 5 }]);
  });

  it("sends the file once more when the XSRF token was stale (as every other write does)", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [file("pump.jpg", 20)]);
    (await server.nextUpload()).answer(403, { code: "XSRF_TOKEN_INVALID", message: "Stale token" });
    const retry = await server.nextUpload();
    expect(retry.body).toMatch(/filename="pump.jpg"/);
    retry.answer(200, stored("att-8", "pump.jpg", 20));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ attachmentId: "att-8", fileName: "pump.jpg", size: 20 }]),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("removes an uploaded file from the value", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), {
      label: "Photos",
      config,
      initial: [
        { attachmentId: "a-1", fileName: "a.pdf", size: 5 },
        { attachmentId: "b-1", fileName: "b.pdf", size: 5 },
      ],
    });
    const list = screen.getByRole("list", { name: "Photos: files" });
    await user.click(within(list).getByRole("button", { name: "Remove a.pdf" }));
    expect(onChange).toHaveBeenLastCalledWith([{ attachmentId: "b-1", fileName: "b.pdf", size: 5 }]);
  });

  it("a required attachment needs a file", () => {
    expect(messageFor(fieldItem("attachment", { required: true }), [], "Photos")).toBe(
      "Photos needs at least one file",
    );
  });
});
