import { useRef, useState } from "react";
import { ApiError, isAbortError } from "../../../lib/api-error";
import { notify } from "../../../lib/notify";
import { useMessage } from "../../../lib/messages/use-message";
import { saveFile } from "../../../lib/save-file";
import type { ListScreenController } from "./use-list-screen";

/** The name of an exported file: the list's title (or a saved view's name) and today's date. */
export const exportFileName = (name: string, now = new Date()): string =>
  `${name} ${now.toISOString().slice(0, 10)}`;

/**
 * The list's CSV export: exactly what it shows (its filters, quick search, sort and visible
 * columns in order; all pages), with the rows received so far while the file streams in.
 */
export function useListExport(list: ListScreenController, name: string) {
  const t = useMessage();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef(false);
  const source = list.source;
  const start = async () => {
    if (!source.exportCsv || running.current) return;
    running.current = true;
    setReceived(0);
    try {
      const file = await source.exportCsv(
        {
          criteria: list.criteria,
          columns: list.columns.map((c) => c.column),
          fileName: exportFileName(name),
        },
        setReceived,
      );
      saveFile(file.blob, file.fileName);
      notify.success(t("list_export_done", { file: file.fileName, count: file.rows.toLocaleString() }));
    } catch (error) {
      // apiRequest has already shown a refusal (§8 catalogue); a stream cut after the first byte has not.
      if (!isAbortError(error) && !(error instanceof ApiError)) notify.error(t("list_export_failed"));
    } finally {
      running.current = false;
      setReceived(null);
    }
  };
  return { available: !!source.exportCsv, busy: received !== null, received: received ?? 0, start };
}
