import { codeTableOf } from "@fsm/metadata";
import { useRef } from "react";
import { Select } from "@mantine/core";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import type { CodeOption } from "../../data-source";
import { useFieldChoices } from "../../field-choices";
import type { FieldInputProps } from "../field-type-ui";
import { asText } from "../shared/values";
import { useCodeOptions } from "./use-code-options";

const LISTBOX_SCROLLS = { options: { maxHeight: 250, overflowY: "auto" } } as const;

/**
 * The listbox mounts when it opens: Mantine keeps a closed one in the page by default, and each
 * mounted one has floating-ui measure its position (forcing a style recalculation) as the form
 * first renders, for every code field of a record.
 */
const COMBOBOX = { withinPortal: false, keepMounted: false } as const;

/** The server already filtered the options; Mantine must not filter them again. */
const serverFiltered = ({ options }: { options: unknown[] }) => options as never;

export function CodeSelectInput({
  item,
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
  placeholder,
}: FieldInputProps) {
  const t = useMessage();
  const codes = useCodeOptions(codeTableOf(item) ?? "");
  // A chosen code must stay in the data even when the current search no longer returns it.
  const chosen = useRef<CodeOption | null>(null);
  const current = asText(value);
  // The form may offer fewer codes than the table holds (a customer's statuses).
  const allowed = useFieldChoices(item.column);
  const data = codes.options.filter((o) => !allowed || allowed.includes(o.value));
  if (current && !data.some((o) => o.value === current))
    data.unshift(chosen.current?.value === current ? chosen.current : { value: current, label: current });

  return (
    <Select
      id={id}
      label={label}
      data={data}
      value={current || null}
      onChange={(next, option) => {
        chosen.current = option ?? null;
        onChange(next ?? "");
      }}
      onBlur={onBlur}
      error={error ?? (codes.error ? `${label}: ${errorText(codes.error, t)}` : undefined)}
      required={required}
      readOnly={readOnly}
      clearable={!required && !readOnly}
      searchable={codes.searchable}
      searchValue={codes.searchable ? codes.search : undefined}
      onSearchChange={codes.searchable ? codes.setSearch : undefined}
      filter={codes.searchable ? serverFiltered : undefined}
      placeholder={codes.searchable ? t("code_select_type_to_search") : placeholder}
      nothingFoundMessage={t(codes.isLoading ? "code_select_loading" : "code_select_nothing_found")}
      comboboxProps={COMBOBOX}
      // The listbox itself scrolls (not a wrapper inside it): a combobox's popup is reached by the
      // arrow keys, which axe knows for the listbox the combobox controls, not for a scroll wrapper.
      withScrollArea={false}
      styles={LISTBOX_SCROLLS}
    />
  );
}
