import { useFormContext } from "react-hook-form";
import type { ItemUi } from "../item-ui";
import { ChildGridTable } from "./child-grid-table";
import { EditableChildGrid } from "./editable-child-grid";

export { childRowsOf } from "./grid-model";

/**
 * A child table's rows. Inside a form (a react-hook-form provider) an editable grid of a screen the
 * user may change is edited in place; everywhere else the rows are a read-only table.
 */
export const childGridItem: ItemUi<"childGrid"> = {
  kind: "childGrid",
  View: function ChildGrid({ item, row, readOnly }) {
    const form = useFormContext() as ReturnType<typeof useFormContext> | null;
    if (item.editable && form && !readOnly) return <EditableChildGrid item={item} />;
    return <ChildGridTable item={item} row={row} />;
  },
};
