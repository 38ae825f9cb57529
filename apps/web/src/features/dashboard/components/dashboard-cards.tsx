import { lazy, memo, Suspense, type ReactElement } from "react";
import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import type { TDashboardCardView } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { ActivityCard } from "./activity-card";
import { CounterCard } from "./counter-card";
import { LinkCard } from "./link-card";
import { QuickActionsCard } from "./quick-actions-card";
import { CardFrame } from "./card-frame";
import { StatusesCard } from "./statuses-card";
import { SummariesCard } from "./summaries-card";

type Counter = Extract<TDashboardCardView, { kind: "counter" }>;
type Chart = Extract<TDashboardCardView, { kind: "chart" }>;

// A report's chart is its own chunk, fetched when the cards (and their counters) have drawn.
const ChartCard = lazy(() => import("./chart-card").then((m) => ({ default: m.ChartCard })));

/** The chart card's frame while its chunk loads: the same heading, so nothing moves. */
function LazyChartCard({ card }: { card: Chart }) {
  const t = useMessage();
  return (
    <Suspense
      fallback={
        <CardFrame id={card.id} title={t(card.title)}>
          <Skeleton height={180} role="status" aria-label={t("dashboard_loading")} />
        </CardFrame>
      }
    >
      <ChartCard card={card} />
    </Suspense>
  );
}

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
  chart: (card) => <LazyChartCard card={card} />,
};

const view = (card: TDashboardCardView) =>
  (VIEWS[card.kind] as (c: TDashboardCardView) => ReactElement)(card);

/**
 * The counters first, side by side from 768 px (one column below). Then, from 768 px, two
 * columns: the activity feed (long, growing with "Load more") on the right, the other cards on
 * the left in the document's order; on a phone the other cards come first, the feed last.
 */
export const DashboardCards = memo(function DashboardCards({ cards }: { cards: TDashboardCardView[] }) {
  const counters = cards.filter((c): c is Counter => c.kind === "counter");
  const feeds = cards.filter((c) => c.kind === "activity");
  const others = cards.filter((c) => c.kind !== "counter" && c.kind !== "activity");
  const columns = [others, feeds].filter((column) => column.length);
  return (
    <Stack gap="md">
      {counters.length ? (
        // Two per row even on a phone: four counters one per row took 2.5 screens before
        // "Start something new" (counter-card.tsx is compact there).
        <SimpleGrid
          cols={{ base: Math.min(2, counters.length), md: 3, lg: Math.min(5, counters.length) }}
          spacing={{ base: "xs", sm: "md" }}
          verticalSpacing={{ base: "xs", sm: "md" }}
        >
          {counters.map((card) => (
            <div key={card.id}>{view(card)}</div>
          ))}
        </SimpleGrid>
      ) : null}
      {columns.length ? (
        <SimpleGrid cols={{ base: 1, sm: columns.length }}>
          {columns.map((column) => (
            <Stack key={column[0]!.id} gap="md">
              {column.map((card) => (
                <div key={card.id}>{view(card)}</div>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
});
