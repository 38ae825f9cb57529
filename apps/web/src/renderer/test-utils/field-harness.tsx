import { useState } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZFieldItem, type FieldType, type TFieldItem } from "@fsm/metadata";
import type { TConfigData } from "@fsm/contracts";
import { vi } from "vitest";
import { Wrapper } from "../../test-utils/render-app";
import { RendererServicesProvider, type RendererServices } from "../renderer-services";
import { messageText } from "../../lib/messages/message-text";
import { fieldTypeUi } from "../registry";
import { FieldChoicesProvider, type TFieldChoices } from "../field-choices";

export function fieldItem(type: FieldType, extra: Record<string, unknown> = {}): TFieldItem {
  return ZFieldItem.parse({
    kind: "field",
    id: "f",
    column: "c",
    label: "f_label",
    type,
    ...NEEDS[type],
    ...extra,
  });
}
// What the metadata requires of some types before a field item is valid.
const NEEDS: Partial<Record<FieldType, object>> = {
  codeSelect: { codeTable: "request_status" },
  lookup: { lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" } },
};

/** The schema's first message for a form value, as the form would show it under the input. */
export function messageFor(item: TFieldItem, value: unknown, label = "Field"): string | undefined {
  const result = fieldTypeUi(item.type).schema(item, label, messageText).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

interface Options {
  initial?: unknown;
  label?: string;
  config?: Partial<TConfigData>;
  services?: Partial<RendererServices>;
  /** The form's limits on the field's values, by column (FieldChoicesProvider). */
  choices?: TFieldChoices;
}

/** Renders one field's input bound to local state, the way the form controller binds it. */
export function renderFieldInput(item: TFieldItem, options: Options = {}) {
  const onChange = vi.fn();
  const ui = fieldTypeUi(item.type);
  function Harness() {
    const [value, setValue] = useState<unknown>(options.initial ?? ui.fromModel({}, item));
    return (
      <ui.Input
        item={item}
        id="field-under-test"
        label={options.label ?? "Field"}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        required={item.required}
        readOnly={item.readOnly}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <Wrapper config={options.config}>
      <RendererServicesProvider services={options.services ?? {}}>
        <FieldChoicesProvider choices={options.choices}>
          <Harness />
        </FieldChoicesProvider>
      </RendererServicesProvider>
    </Wrapper>,
  );
  return { ...view, user, onChange };
}
