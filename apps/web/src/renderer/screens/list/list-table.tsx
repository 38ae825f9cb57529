import type { ReactNode } from "react";
import { Table, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { fieldTypeUi } from "../../registry";
import { columnItem } from "../shared/column-item";
import { isNoWrapColumn } from "./list-columns";
import type { ListScreenController } from "./use-list-screen";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const ARROW = { asc: " ▲", desc: " ▼" } as const;

export interface ListTableProps {
  list: ListScreenController;
  caption: ReactNode;
  /** Where a row opens (its detail screen); the first column becomes the link. */
  rowLink?: (row: TRow) => string;
}

export function ListTable({ list, caption, rowLink }: ListTableProps) {
  const t = useMessage();
  const columns = list.columns;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover aria-busy={list.query.isFetching}>
        <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const label = t(column.label);
              const sort = list.sortOf(column.column);
              return (
                <Table.Th key={column.column} scope="col" aria-sort={sort ? ARIA_SORT[sort] : undefined}>
                  {column.sortable ? (
                    <UnstyledButton fw={700} fz="sm" onClick={() => list.toggleSort(column.column)}>
                      {label}
                      <span aria-hidden="true">{sort ? ARROW[sort] : ""}</span>
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.rows.map((row, index) => (
            <Table.Tr key={String(row.id ?? index)}>
              {columns.map((column, c) => {
                const item = columnItem(column);
                const ui = fieldTypeUi(column.type);
                const cell = <ui.Display item={item} value={ui.fromModel(row, item)} />;
                return (
                  <Table.Td
                    key={column.column}
                    style={isNoWrapColumn(column, c) ? { whiteSpace: "nowrap" } : undefined}
                  >
                    {c === 0 && rowLink ? <Link to={rowLink(row)}>{cell}</Link> : cell}
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
