import { Card, Text, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { cellText } from "../../screens/shared/cell-text";
import type { ItemUi } from "../item-ui";

// Until infocarddata is wired, a card reads its table's row from the data model (`row[table]`),
// falling back to the record itself; the placeholders name the columns it shows.
const cardRowOf = (row: TRow, table: string): TRow => {
  const nested = row[table];
  return typeof nested === "object" && nested !== null && !Array.isArray(nested) ? (nested as TRow) : row;
};

export const cardItem: ItemUi<"card"> = {
  kind: "card",
  View: function InfoCard({ item, row }) {
    const t = useMessage();
    const data = cardRowOf(row, item.table);
    const headingId = `card-${item.id}`;
    return (
      <Card withBorder component="section" aria-labelledby={headingId}>
        {/* h2: sections are fieldsets with legends, so the next heading under the page's h1 is this. */}
        <Title order={2} size="h5" id={headingId}>
          {t(item.label)}
        </Title>
        {item.placeholders.map((column) => (
          <Text key={column} size="sm">
            {cellText(data, column) || "—"}
          </Text>
        ))}
      </Card>
    );
  },
};
