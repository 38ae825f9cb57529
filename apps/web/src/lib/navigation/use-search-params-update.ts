import { useSearchParams } from "react-router";

/**
 * The page's query parameters and a way to change some of them in place (a search box, a filter,
 * a page number: the state a reload and a shared link keep). An empty value removes its parameter;
 * the change replaces the history entry, so Back leaves the page rather than undoing each keystroke.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (next: Record<string, string>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next))
          if (v) out.set(k, v);
          else out.delete(k);
        return out;
      },
      { replace: true },
    );
  return [params, update] as const;
}
