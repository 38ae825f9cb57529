import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const config = { maxRequestLength: 1024 * 1024, fileTypesBlackList: [".exe", "BAT"] };

describe("attachment field", () => {
  it("refuses blacklisted types and oversized files, one clear message each, and keeps the rest", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [
      file("pump.jpg", 2000),
      file("setup.EXE", 10),
      file("run.bat", 10),
      file("video.mp4", 3 * 1024 * 1024),
    ]);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent('"setup.EXE" was not added: .exe files are not accepted.');
    expect(alert).toHaveTextContent('"run.bat" was not added: .bat files are not accepted.');
    expect(alert).toHaveTextContent('"video.mp4" was not added: it is 3.0 MB, larger than the 1.0 MB limit.');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "pump.jpg" })]);
    expect(screen.getByRole("list", { name: "Photos: files to attach" })).toHaveTextContent("pump.jpg");
  });

  it("removes a chosen file", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("attachment"), { label: "Photos", config });
    await user.upload(screen.getByLabelText("Photos"), [file("a.pdf", 5), file("b.pdf", 5)]);
    await user.click(screen.getByRole("button", { name: "Remove a.pdf" }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "b.pdf" })]);
  });

  it("a required attachment needs a file", () => {
    expect(messageFor(fieldItem("attachment", { required: true }), [], "Photos")).toBe(
      "Photos needs at least one file",
    );
  });
});
