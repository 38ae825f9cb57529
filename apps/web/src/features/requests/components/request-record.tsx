import { Stack } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { readStoredUser } from "../../../lib/user-session";
import { ScreenRecord } from "../../../renderer/pages/screen-record";
import type { TListScreen } from "../../../renderer/screens/list/use-list-screen";
import { requestPaths } from "../paths";
import { RequestActivity } from "./request-activity";

/**
 * A loaded request in its form; editing follows canEditRequest from sign-in (the server agrees).
 * Below it the request's status history and notes, where a customer adds a note while it is open.
 */
export function RequestRecord({ document, id }: { document: TListScreen; id: number }) {
  const t = useMessage();
  return (
    <Stack gap="xl">
      <ScreenRecord
        document={document}
        id={id}
        listPath={requestPaths.list(document.name)}
        what={t("request_record_what")}
        canEdit={readStoredUser().canEditRequest}
      />
      <RequestActivity requestId={id} />
    </Stack>
  );
}
