import { useContext } from "react";
import type { ItemUi } from "../item-ui";
import { ChildGridTable } from "./child-grid-table";
import { EditableGridSlot } from "./editable-grid-slot";

export { childRowsOf } from "./grid-model";

/**
 * A child table's rows. Inside a form (which fills the editable grid's slot) an editable grid of a
 * screen the user may change is edited in place; everywhere else the rows are a read-only table.
 */
export const childGridItem: ItemUi<"childGrid"> = {
  kind: "childGrid",
  View: function ChildGrid({ item, row, readOnly }) {
    const EditableChildGrid = useContext(EditableGridSlot);
    if (item.editable && EditableChildGrid && !readOnly) return <EditableChildGrid item={item} />;
    return <ChildGridTable item={item} row={row} />;
  },
};
