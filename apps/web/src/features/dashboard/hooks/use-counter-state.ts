import type { TDashboardCardView } from "@fsm/contracts";
import { useCounter } from "../api/refresh-counter";

type CounterCard = Extract<TDashboardCardView, { kind: "counter" }>;

/**
 * What a counter card may claim about its number: counting (none yet), failed (none at all),
 * stale (the last refresh failed: the old number must not pass as current), refreshing (a new
 * one is on its way) or current, with when it was counted.
 */
export type TCounterStatus = "counting" | "failed" | "stale" | "refreshing" | "current";

export function useCounterState(card: CounterCard) {
  const query = useCounter(card.screenName, card.elementId, card.refreshSeconds);
  const status: TCounterStatus =
    query.data === undefined
      ? query.isError
        ? "failed"
        : "counting"
      : query.isFetching
        ? "refreshing"
        : query.isError
          ? "stale"
          : "current";
  return {
    status,
    count: query.data?.count ?? null,
    isEstimate: query.data?.isEstimate ?? false,
    /** When the number shown was counted (ISO), null before the first answer. */
    countedAt: query.dataUpdatedAt ? new Date(query.dataUpdatedAt).toISOString() : null,
    refresh: () => void query.refetch(),
  };
}
