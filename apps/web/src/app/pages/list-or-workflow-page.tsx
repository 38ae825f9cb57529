import { Center, Loader } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { RequestListPage } from "../../features/requests/components/request-list-page";
import { workflowPaths } from "../../features/workflows/paths";
import { useMessage } from "../../lib/messages/use-message";
import { useCustomWorkflowFeatures } from "../api/get-custom-workflow-features";

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
  if (match) return <Navigate to={workflowPaths.start(match.WorkflowStartScreenName)} replace />;
  return <RequestListPage />;
}
