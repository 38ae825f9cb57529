import { Pagination } from "@mantine/core";
import { useMessage } from "../messages/use-message";

/**
 * Page numbers with words for screen readers: each control and page is labelled from the area's
 * texts (`<prefix>_first`, `_previous`, `_next`, `_last`, `<prefix>_number` with `{page}`).
 * Nothing is drawn for a single page.
 */
export function LabelledPagination({
  total,
  value,
  onChange,
  messagePrefix,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  messagePrefix: string;
}) {
  const t = useMessage();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ "aria-label": t(`${messagePrefix}_${control}`) })}
      getItemProps={(page) => ({ "aria-label": t(`${messagePrefix}_number`, { page }) })}
    />
  );
}
