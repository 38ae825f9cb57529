import { Table, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { fieldTypeUi } from "../../registry";
import { cellItem, childRowsOf, type TChildGridItem } from "./grid-model";

/** The read-only view: a captioned table, each value shown through its column's field type. */
export function ChildGridTable({ item, row }: { item: TChildGridItem; row: TRow }) {
  const t = useMessage();
  const rows = childRowsOf(row, item.table);
  const caption = t(item.label);
  if (rows.length === 0) return <Text c="dimmed">{t("grid_no_entries", { caption })}</Text>;
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
                const cell = cellItem(item, c);
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
}
