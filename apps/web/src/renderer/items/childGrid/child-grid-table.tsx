import { Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { fieldTypeUi } from "../../registry";
import classes from "./child-grid-table.module.css";
import { cellItem, childRowsOf, type TChildGridItem } from "./grid-model";

/**
 * The read-only view: a captioned table, each value shown through its column's field type. A
 * narrow screen scrolls it sideways in its own box, which the keyboard reaches too. A plain table
 * in Mantine's look: its Table component would bring its scroll area, and with it floating-ui, to
 * every record page.
 */
export function ChildGridTable({ item, row }: { item: TChildGridItem; row: TRow }) {
  const t = useMessage();
  const rows = childRowsOf(row, item.table);
  const caption = t(item.label);
  if (rows.length === 0) return <Text c="dimmed">{t("grid_no_entries", { caption })}</Text>;
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={classes.scroller}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {item.columns.map((c) => (
              <th key={c.column} scope="col">
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((child, index) => (
            <tr key={String(child.id ?? index)}>
              {item.columns.map((c) => {
                const cell = cellItem(item, c);
                const ui = fieldTypeUi(c.type);
                return (
                  <td key={c.column}>
                    <ui.Display item={cell} value={ui.fromModel(child, cell)} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
