import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { focusField } from "./use-focus-target";

describe("focusing an invalid field", () => {
  it("focuses the input, or the control a hidden input names (a file field's Browse)", () => {
    render(
      <>
        <input id="plain" aria-label="Plain" />
        <input id="files" type="file" tabIndex={-1} data-focus-target="files-browse" aria-label="Files" />
        <button id="files-browse" type="button">
          Browse
        </button>
      </>,
    );
    focusField("plain");
    expect(screen.getByLabelText("Plain")).toHaveFocus();
    focusField("files");
    expect(screen.getByRole("button", { name: "Browse" })).toHaveFocus();
  });
});
