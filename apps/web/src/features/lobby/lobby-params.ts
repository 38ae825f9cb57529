/** The wall board's settings, all from the address so an unattended screen needs no clicks (docs/UX.md). */
export type LobbyParams = { scale: number; events: number; shell: boolean };

const number = (text: string | null, min: number, max: number, fallback: number): number => {
  const value = text === null || text.trim() === "" ? NaN : Number(text);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

/** `?scale=2&events=30&shell=0`; out-of-range values are clamped, unreadable ones ignored. */
export function lobbyParams(search: URLSearchParams): LobbyParams {
  return {
    scale: number(search.get("scale"), 0.75, 4, 1.5),
    events: Math.round(number(search.get("events"), 1, 100, 20)),
    shell: !["0", "false", "no"].includes((search.get("shell") ?? "").toLowerCase()),
  };
}
