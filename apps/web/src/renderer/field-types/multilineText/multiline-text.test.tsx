import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Wrapper } from "../../../test-utils/render-app";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { multilineTextField } from ".";

describe("multilineText field", () => {
  it("says when a required description is empty", () => {
    expect(messageFor(fieldItem("multilineText", { required: true }), "", "Description")).toBe(
      "Description is required",
    );
  });

  it("keeps line breaks when typing and when shown", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("multilineText"), { label: "Notes" });
    await user.type(screen.getByLabelText("Notes"), "a{Enter}b");
    expect(onChange).toHaveBeenLastCalledWith("a\nb");
    render(
      <Wrapper>
        <multilineTextField.Display item={fieldItem("multilineText")} value={"line 1\nline 2"} />
      </Wrapper>,
    );
    expect(screen.getByText(/line 1\s+line 2/)).toHaveStyle({ whiteSpace: "pre-wrap" });
  });
});
