import { Card, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "../../../lib/format/numbers";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { useRendererServices } from "../../renderer-services";
import type { ItemUi } from "../item-ui";

/** A number of rows of another screen (refreshcounters), e.g. "Open requests: 12". */
export const counterItem: ItemUi<"counter"> = {
  kind: "counter",
  View: function Counter({ item }) {
    const t = useMessage();
    const { counters } = useRendererServices();
    const count = useQuery({
      queryKey: ["counter", item.screen, item.id],
      queryFn: ({ signal }) => counters.count(item.screen, item.id, signal),
    });
    const label = t(item.label);
    return (
      <Card withBorder>
        <Text size="sm">{label}</Text>
        {count.isPending ? (
          <Loader size="xs" aria-label={t("counter_counting", { label })} />
        ) : (
          <Text fz="xl" fw={700} title={count.isError ? errorText(count.error, t) : undefined}>
            {count.isError ? "—" : formatNumber(count.data)}
          </Text>
        )}
      </Card>
    );
  },
};
