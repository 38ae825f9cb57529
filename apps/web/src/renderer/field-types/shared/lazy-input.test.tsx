import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Wrapper } from "../../../test-utils/render-app";
import type { FieldInputProps } from "../field-type-ui";
import { fieldItem } from "../../test-utils/field-harness";
import { lazyInput } from "./lazy-input";

const Control = ({ id, label }: FieldInputProps) => (
  <>
    <label htmlFor={id}>{label}</label>
    <input id={id} />
  </>
);

const props = (label: string): FieldInputProps => ({
  item: fieldItem("text"),
  id: `field-${label}`,
  label,
  value: "",
  onChange: () => undefined,
  required: false,
  readOnly: false,
});

describe("a field type's lazily loaded Input", () => {
  it("holds the control's place until its code arrives, then draws it; once loaded, at once", async () => {
    let arrive!: (input: typeof Control) => void;
    const Input = lazyInput(() => new Promise<typeof Control>((resolve) => (arrive = resolve)));
    render(
      <Wrapper>
        <Input {...props("Site")} />
      </Wrapper>,
    );
    expect(screen.queryByLabelText("Site")).not.toBeInTheDocument();
    expect(document.querySelector("[aria-busy=true]")).toBeInTheDocument();
    arrive(Control);
    expect(await screen.findByLabelText("Site")).toBeInTheDocument();
    expect(document.querySelector("[aria-busy=true]")).not.toBeInTheDocument();

    render(
      <Wrapper>
        <Input {...props("Asset")} />
      </Wrapper>,
    );
    expect(screen.getByLabelText("Asset")).toBeInTheDocument();
  });
});
