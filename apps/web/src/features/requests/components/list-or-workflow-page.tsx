import { Center, Loader } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { useCustomWorkflowFeatures } from "../../../lib/api/get-custom-workflow-features";
import { useMessage } from "../../../lib/messages/use-message";
import { useScreen, isListScreen } from "../../../renderer";
import { requestPaths } from "../paths";
import { RequestListPage } from "./request-list-page";

/**
 * /app/list/:screenName. Spec §2: a custom workflow's side-bar entry is list/{start screen}; when
 * the name is the start screen of an enabled custom workflow, it opens that workflow's wizard; any
 * other name is a list.
 *
 * A list screen is drawn as soon as its document says it is one (the route's loader asked for it
 * first): a workflow starts on a step screen, never on a list, so the custom workflows' answer
 * cannot change the outcome. Waiting for that answer (one of the shell's calls, queued behind the
 * others) held the request list's first row back 3–5× longer than the RMA list's, whose route
 * never asked (bench/README). Only a name that is not a list waits for it.
 */
export function ListOrWorkflowPage() {
  const { screenName = "" } = useParams();
  const screen = useScreen({ screenName });
  const features = useCustomWorkflowFeatures();
  const t = useMessage();
  if (screen.data && isListScreen(screen.data)) return <RequestListPage />;
  if (features.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t("screen_loading")} />
      </Center>
    );
  const match = features.data?.find(
    (f) => f.WorkflowStartScreenName.toUpperCase() === screenName.toUpperCase(),
  );
  if (match) return <Navigate to={requestPaths.workflowStart(match.WorkflowStartScreenName)} replace />;
  return <RequestListPage />;
}
