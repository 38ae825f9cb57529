import { Table, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { fieldTypeUi } from "../../registry";
import { columnItem } from "../../screens/shared/column-item";
import type { ItemUi } from "../item-ui";

/** Child rows travel in the data model under their table name (as in the save payload's childTables). */
export const childRowsOf = (row: TRow, table: string): TRow[] => {
  const rows = row[table];
  return Array.isArray(rows) ? rows.filter((r): r is TRow => typeof r === "object" && r !== null) : [];
};

export const childGridItem: ItemUi<"childGrid"> = {
  kind: "childGrid",
  View: function ChildGrid({ item, row }) {
    const t = useMessage();
    const rows = childRowsOf(row, item.table);
    const caption = t(item.label);
    if (rows.length === 0) return <Text c="dimmed">{`${caption}: no entries`}</Text>;
    return (
      <Table.ScrollContainer minWidth={400}>
        <Table striped>
          <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {item.columns.map((c) => (
                <Table.Th key={c.column} scope="col">
                  {t(c.label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((child, index) => (
              <Table.Tr key={String(child.id ?? index)}>
                {item.columns.map((c) => {
                  const cell = columnItem(c);
                  const ui = fieldTypeUi(c.type);
                  return (
                    <Table.Td key={c.column}>
                      <ui.Display item={cell} value={ui.fromModel(child, cell)} />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  },
};
