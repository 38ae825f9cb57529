import { useQueryClient } from "@tanstack/react-query";
import { useMessage } from "../../lib/messages/use-message";
import { notify } from "../../lib/notify";
import type { TRow } from "../data-source";
import { recordAnswerKey, recordQueryKey } from "./use-screen-record";

/**
 * After a save: say so, keep the saved row as the record (so coming back shows it), and mark the
 * screen's searches stale so the list shows the new values. The form itself clears the screen
 * metadata cache (spec §4) before calling this.
 */
export function useRecordSaved(screenName: string, id: number, what: string) {
  const queryClient = useQueryClient();
  const t = useMessage();
  return (saved: TRow) => {
    queryClient.setQueryData(recordQueryKey(screenName, id), saved);
    void queryClient.invalidateQueries({ queryKey: ["search", screenName] });
    void queryClient.invalidateQueries({ queryKey: recordAnswerKey(screenName, id) }); // its files
    notify.success(t("record_saved", { what }));
  };
}
