import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { hasStatus } from "../../../lib/api-error";
import { nextTask } from "../../../lib/next-task";
import { useTimeline } from "../api/get-timeline";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { RequestTimeline } from "./request-timeline";
import { isFinalStatus } from "./timeline-texts";

// The note form (react-hook-form, the attachment drop zone) is a chunk of its own, asked for when
// the history is: it arrives beside the timeline instead of lengthening the record page's code.
const loadNoteForm = () => import("./add-note-form");
const AddNoteForm = lazy(() => loadNoteForm().then((m) => ({ default: m.AddNoteForm })));
/** The note form's place while its code arrives (label, four rows, the drop zone, the button). */
const NOTE_FORM_HEIGHT_PX = 260;

/** The history's place while it loads. */
export function RequestActivitySkeleton() {
  const t = useMessage();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t("request_history_loading")}>
      <Skeleton height={24} width="40%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={16} width="60%" />
    </Stack>
  );
}

/**
 * Below a request's form: what happened to it (statuses, notes) and, while it is open and the
 * user may, a form to add a note. When no note can be added the reason is said instead.
 */
export function RequestActivity({ requestId }: { requestId: number }) {
  const timeline = useTimeline(requestId);
  const t = useMessage();
  // In a task of its own: starting a chunk's load is a trip into the browser too.
  useEffect(
    () =>
      void nextTask()
        .then(loadNoteForm)
        .catch(() => undefined),
    [],
  );
  // The history and the note form draw in a deferred render once it arrives (docs/UX.md "Speed").
  const settled = useDeferredValue(timeline.isSuccess);
  if (timeline.isPending || (timeline.isSuccess && !settled)) return <RequestActivitySkeleton />;
  if (timeline.isError) {
    // A request the user cannot see already says so above; nothing to add here.
    if (hasStatus(timeline.error, 404)) return null;
    return (
      <Alert color="red" variant="outline" title={t("request_history_failed")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(timeline.error, t)}</Text>
          <Button size="xs" variant="default" onClick={() => void timeline.refetch()}>
            {t("app_try_again")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { data } = timeline;
  const closed = isFinalStatus(data.statuses.at(-1)?.status);
  return (
    <Card withBorder component="section" aria-labelledby="request-activity-title">
      <Stack gap="md">
        <Title order={2} id="request-activity-title">
          {t("request_history_title")}
        </Title>
        <RequestTimeline timeline={data} />
        {data.canAddNote ? (
          <Suspense fallback={<Skeleton height={NOTE_FORM_HEIGHT_PX} radius="sm" />}>
            <AddNoteForm requestId={requestId} />
          </Suspense>
        ) : (
          <Text c="dimmed" role="note">
            {closed ? t("note_request_closed") : t("note_not_allowed")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
