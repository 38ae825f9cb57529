import type { FieldType, TSearchDefinition } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import { fieldTypeUi } from "../../registry";
import { columnItem } from "../shared/column-item";
import { lookupDisplayColumn } from "../../field-types/lookup/lookup-value";
import { useDebouncedDraft } from "./use-debounced-draft";
import { useFilterLabel } from "./use-filter-label";

type TFilter = TSearchDefinition["filters"][number];

/** Filters the user types into search once typing pauses; choices (selects, dates) apply at once. */
const TYPED: ReadonlySet<FieldType> = new Set<FieldType>([
  "text",
  "multilineText",
  "email",
  "phone",
  "number",
]);

interface ListFilterProps {
  filter: TFilter;
  /** The filter's value in the URL ("" when unset). */
  value: string;
  onChange(value: string): void;
  /** Take the whole width (in the phone's filter sheet). */
  fill?: boolean;
}

/** One declared filter, drawn with its field type's input. */
export function ListFilter({ filter, value, onChange, fill = false }: ListFilterProps) {
  const t = useMessage();
  const item = columnItem({ ...filter, column: filter.column });
  const ui = fieldTypeUi(filter.type);
  const stored = (next: unknown): string => {
    const model = ui.toModel(next, item);
    return model === null || model === undefined ? "" : String(model);
  };
  const typed = useDebouncedDraft(value, (text) => onChange(stored(text)));
  const isTyped = TYPED.has(filter.type);
  // A lookup filter's value came as a key only: its row's display text, once looked up.
  const label = useFilterLabel(item, value);
  const row = label === null ? {} : { [lookupDisplayColumn(item)]: label };
  const shown = isTyped ? typed.draft : ui.fromModel({ [filter.column]: value || null, ...row }, item);

  return (
    <div
      style={{ minWidth: 180, flex: fill ? "1 1 100%" : undefined }}
      // Enter in a typed filter searches at once instead of waiting for the pause.
      onKeyDown={(event) => {
        if (isTyped && event.key === "Enter") typed.flush();
      }}
    >
      <ui.Input
        item={item}
        id={`filter-${filter.item_name}`}
        label={t(filter.label)}
        value={shown}
        onChange={(next) =>
          isTyped
            ? typed.setDraft(typeof next === "string" ? next : String(next ?? ""))
            : onChange(stored(next))
        }
        required={false}
        readOnly={false}
        placeholder={t("list_filter_all")}
      />
    </div>
  );
}
