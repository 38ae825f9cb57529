import { Center, Loader } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { useCustomWorkflowFeatures } from "../../../lib/api/get-custom-workflow-features";
import { useMessage } from "../../../lib/messages/use-message";
import { requestPaths } from "../paths";
import { RequestListPage } from "./request-list-page";

/**
 * /app/list/:screenName. Spec §2: a custom workflow's side-bar entry is list/{start screen}; when
 * the name is the start screen of an enabled custom workflow (the list the side bar is built
 * from, usually cached already), it opens that workflow's wizard; any other name is a list.
 */
export function ListOrWorkflowPage() {
  const { screenName = "" } = useParams();
  const features = useCustomWorkflowFeatures();
  const t = useMessage();
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
