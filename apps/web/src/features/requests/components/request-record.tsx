import { readStoredUser } from "../../../lib/user-session";
import { ScreenRecord } from "../../../renderer/pages/screen-record";
import type { TListScreen } from "../../../renderer/screens/list/use-list-screen";
import { requestPaths } from "../paths";

/** A loaded request in its form; editing follows canEditRequest from sign-in (the server agrees). */
export function RequestRecord({ document, id }: { document: TListScreen; id: number }) {
  return (
    <ScreenRecord
      document={document}
      id={id}
      listPath={requestPaths.list(document.name)}
      what="Service request"
      canEdit={readStoredUser().canEditRequest}
    />
  );
}
