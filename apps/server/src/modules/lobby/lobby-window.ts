/** Events read per round trip, while catching up and in a shared live read. */
export const LOBBY_PAGE = 100;

/**
 * How far back a live read re-reads. An event's instant is its transaction's start, so a
 * transaction that commits after a later-started one shows up "in the past": re-reading a short
 * window (and skipping ids already sent) lets it through instead of skipping it.
 */
export const LOBBY_LOOKBACK_MS = 10_000;

/** An ISO instant moved by `ms`. */
export const shiftInstant = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
