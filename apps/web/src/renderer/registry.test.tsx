import { beforeAll, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { FIELD_TYPES } from "@fsm/metadata";
import { Wrapper } from "../test-utils/render-app";
import { fieldTypes } from "./registry";
import { fieldItem, renderFieldInput } from "./test-utils/field-harness";
import { memoryCodes } from "./test-utils/memory-sources";
import { preloadLazyInputs } from "./field-types/shared/lazy-input";

const codes = memoryCodes({ request_status: [{ value: "OPEN", label: "Open" }] }).source;

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("field-type registry", () => {
  it("has exactly one entry per metadata field type, each naming its own type", () => {
    expect(Object.keys(fieldTypes).sort()).toEqual([...FIELD_TYPES].sort());
    for (const [type, ui] of Object.entries(fieldTypes)) expect(ui.type).toBe(type);
  });

  it.each(FIELD_TYPES)("%s renders a labelled input", (type) => {
    renderFieldInput(fieldItem(type), { label: "My field", services: { codes } });
    expect(screen.getAllByLabelText(/^My field/)[0]).toBeInTheDocument();
  });

  it.each(FIELD_TYPES)("%s displays a stored value read-only", (type) => {
    const item = fieldItem(type);
    const ui = fieldTypes[type];
    render(
      <Wrapper>
        <ui.Display item={item} value={ui.fromModel({ c: null }, item)} />
      </Wrapper>,
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(document.body.textContent).not.toBe("");
  });
});
