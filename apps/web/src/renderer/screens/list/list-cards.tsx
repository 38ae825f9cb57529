import { Card, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { DateTime } from "../../../lib/format/date-time";
import { useInSteps } from "../../../lib/use-in-steps";
import type { TRow } from "../../data-source";
import { fieldTypeUi } from "../../registry";
import { columnItem } from "../shared/column-item";
import { cardColumns } from "./list-columns";
import type { ListScreenController } from "./use-list-screen";

type TColumn = ListScreenController["document"]["search"]["columns"][number];

function Cell({ column, row }: { column: TColumn; row: TRow }) {
  const item = columnItem(column);
  const ui = fieldTypeUi(column.type);
  return <ui.Display item={item} value={ui.fromModel(row, item)} />;
}

const CARD_STYLE = { display: "block", minWidth: 0 } as const;

/** One record as a card's content (the phone list, a success page): number, date, badges, title. */
export function CardBody({ parts, row }: { parts: ReturnType<typeof cardColumns>; row: TRow }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} style={{ whiteSpace: "nowrap" }} data-testid="card-number">
          <Cell column={parts.number} row={row} />
        </Text>
        {parts.date ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            <DateTime
              value={String(fieldTypeUi(parts.date.type).fromModel(row, columnItem(parts.date)) ?? "")}
              dateOnly={parts.date.type === "date"}
              focusable={false}
            />
          </Text>
        ) : null}
      </Group>
      {parts.badges.length ? (
        <Group gap={6} mt={6}>
          {parts.badges.map((column) => (
            <Cell key={column.column} column={column} row={row} />
          ))}
        </Group>
      ) : null}
      {parts.title ? (
        <Text size="sm" mt={6} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
          <Cell column={parts.title} row={row} />
        </Text>
      ) : null}
    </>
  );
}

/** About a phone screen of cards: the first step, and what each next one adds. */
const CARDS_PER_STEP = 6;

/**
 * A list on a phone: one card per row (number, status, title, date), the whole card a link to the
 * record; nothing wider than the screen.
 */
export function ListCards({
  list,
  caption,
  rowLink,
}: {
  list: ListScreenController;
  caption: string;
  rowLink?: (row: TRow) => string;
}) {
  const parts = cardColumns(list.columns);
  const rows = useInSteps(list.rows, CARDS_PER_STEP);
  return (
    <ul
      aria-label={caption}
      aria-busy={list.query.isFetching || rows.length < list.rows.length}
      style={{ listStyle: "none", margin: 0, padding: 0 }}
    >
      {rows.map((row, index) => {
        const to = rowLink?.(row);
        return (
          <li key={String(row.id ?? index)} style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
            {to ? (
              <Card withBorder padding="sm" radius="md" component={Link} to={to} style={CARD_STYLE}>
                <CardBody parts={parts} row={row} />
              </Card>
            ) : (
              <Card withBorder padding="sm" radius="md" style={CARD_STYLE}>
                <CardBody parts={parts} row={row} />
              </Card>
            )}
          </li>
        );
      })}
    </ul>
  );
}
