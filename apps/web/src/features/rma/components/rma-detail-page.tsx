import { useParams } from "react-router";
import { usePortalScreen } from "../../../renderer/pages/use-portal-screen";
import { parseRowId } from "../../../renderer/pages/use-screen-record";
import { rmaPaths } from "../paths";
import { RmaRecord } from "./rma-record";
import { NotFoundState, ScreenGate } from "../../../renderer/pages/screen-gate";

/** /app/rmalist/:screenName/:id — one RMA in the screen's form. */
export function RmaDetailPage() {
  const { screenName = "", id: rawId } = useParams();
  const state = usePortalScreen(screenName);
  const id = parseRowId(rawId);
  return (
    <ScreenGate state={state} home={rmaPaths.home}>
      {(document) =>
        id === null ? (
          <NotFoundState
            title="Record not found"
            reason={`“${rawId ?? ""}” is not a record number.`}
            to={rmaPaths.list(document.name)}
            linkLabel="Back to the list"
          />
        ) : (
          // Keyed by record: another row starts from a fresh form, never from the last one's edits.
          <RmaRecord key={`${document.name}/${id}`} document={document} id={id} />
        )
      }
    </ScreenGate>
  );
}
