import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TDashboardCardView } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { dashboardPaths } from "../paths";
import { CardFrame } from "./card-frame";

type SummariesCardView = Extract<TDashboardCardView, { kind: "summaries" }>;

/** The workflows' approved summaries by their dashboard titles, each opening the records it summarises. */
export function SummariesCard({ card }: { card: SummariesCardView }) {
  const t = useMessage();
  return (
    <CardFrame id={card.id} title={t(card.title)}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
        {card.summaries.map((summary) => {
          const to = dashboardPaths.tableList(summary.table);
          return (
            <li key={summary.workflow}>
              {to ? (
                <Anchor component={Link} to={to}>
                  {summary.title}
                </Anchor>
              ) : (
                <Text>{summary.title}</Text>
              )}
            </li>
          );
        })}
      </Stack>
    </CardFrame>
  );
}
