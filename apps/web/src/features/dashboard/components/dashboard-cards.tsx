import type { ReactElement } from "react";
import { SimpleGrid, Stack } from "@mantine/core";
import type { TDashboardCardView } from "@fsm/contracts";
import { ActivityCard } from "./activity-card";
import { CounterCard } from "./counter-card";
import { LinkCard } from "./link-card";
import { QuickActionsCard } from "./quick-actions-card";
import { StatusesCard } from "./statuses-card";
import { SummariesCard } from "./summaries-card";

type Counter = Extract<TDashboardCardView, { kind: "counter" }>;

/** Every card kind's view, by kind: a new kind fails the type-check until it has one. */
const VIEWS: {
  [K in TDashboardCardView["kind"]]: (card: Extract<TDashboardCardView, { kind: K }>) => ReactElement;
} = {
  counter: (card) => <CounterCard card={card} />,
  statuses: (card) => <StatusesCard card={card} />,
  activity: (card) => <ActivityCard card={card} />,
  quickActions: (card) => <QuickActionsCard card={card} />,
  summaries: (card) => <SummariesCard card={card} />,
  link: (card) => <LinkCard card={card} />,
};

const view = (card: TDashboardCardView) =>
  (VIEWS[card.kind] as (c: TDashboardCardView) => ReactElement)(card);

/**
 * The counters first, side by side from 768 px (one column below), then the other cards in the
 * document's order, two columns from 768 px.
 */
export function DashboardCards({ cards }: { cards: TDashboardCardView[] }) {
  const counters = cards.filter((c): c is Counter => c.kind === "counter");
  const others = cards.filter((c) => c.kind !== "counter");
  return (
    <Stack gap="md">
      {counters.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, counters.length) }}>
          {counters.map((card) => (
            <div key={card.id}>{view(card)}</div>
          ))}
        </SimpleGrid>
      ) : null}
      {others.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {others.map((card) => (
            <div key={card.id}>{view(card)}</div>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
