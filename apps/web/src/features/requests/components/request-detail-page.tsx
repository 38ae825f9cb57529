import { useParams } from "react-router";
import { usePortalScreen } from "../../../renderer/pages/use-portal-screen";
import { parseRowId } from "../../../renderer/pages/use-screen-record";
import { requestPaths } from "../paths";
import { RequestRecord } from "./request-record";
import { NotFoundState, ScreenGate } from "../../../renderer/pages/screen-gate";

/** /app/list/:screenName/:id — one service request in the screen's form. */
export function RequestDetailPage() {
  const { screenName = "", id: rawId } = useParams();
  const state = usePortalScreen(screenName);
  const id = parseRowId(rawId);
  return (
    <ScreenGate state={state} home={requestPaths.home}>
      {(document) =>
        id === null ? (
          <NotFoundState
            title="Record not found"
            reason={`“${rawId ?? ""}” is not a record number.`}
            to={requestPaths.list(document.name)}
            linkLabel="Back to the list"
          />
        ) : (
          // Keyed by record: another row starts from a fresh form, never from the last one's edits.
          <RequestRecord key={`${document.name}/${id}`} document={document} id={id} />
        )
      }
    </ScreenGate>
  );
}
