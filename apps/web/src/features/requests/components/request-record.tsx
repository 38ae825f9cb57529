import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMessage } from "../../../lib/messages/use-message";
import { useNextCommit } from "../../../lib/use-next-commit";
import { useCanEditRequests } from "../../../lib/use-can-edit-requests";
import { ScreenRecord, type TListScreen } from "../../../renderer";
import { timelineKey } from "../api/get-timeline";
import { requestPaths } from "../paths";
import { RequestActivity, RequestActivitySkeleton } from "./request-activity";

/**
 * A loaded request in its form; editing follows canEditRequest as the server answers it for the
 * signed-in user (useCanEditRequests), so every tab and a Remember Me return get it alike.
 * Below it the request's status history and notes, where a customer adds a note while it is open.
 */
export function RequestRecord({ document, id }: { document: TListScreen; id: number }) {
  const t = useMessage();
  const queryClient = useQueryClient();
  // The history mounts a commit after the record: its call and the note form's code start after
  // the page's first commit, which is long enough with the shell, the record and their calls.
  const history = useNextCommit();
  const canEdit = useCanEditRequests();
  return (
    <Stack gap="xl">
      <ScreenRecord
        document={document}
        id={id}
        listPath={requestPaths.list(document.name)}
        what={t("request_record_what")}
        area={t("menu_requests")}
        home={requestPaths.home}
        canEdit={canEdit}
        // A status change made by the save shows in the history at once, without a reload.
        afterSave={() => void queryClient.invalidateQueries({ queryKey: timelineKey(id) })}
      />
      {history ? <RequestActivity requestId={id} /> : <RequestActivitySkeleton />}
    </Stack>
  );
}
