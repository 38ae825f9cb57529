import { useState } from "react";
import { Anchor, Button, Group } from "@mantine/core";
import type { TForumAction, TForumTopic } from "@fsm/contracts";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useConvertForumTopic } from "../api/convert-forum-topic";
import { useFollowForumTopic } from "../api/follow-forum-topic";
import { useModerateForum } from "../api/moderate-forum";
import { forumPaths } from "../paths";
import { MoveDialog } from "./move-dialog";
import { SolutionJump } from "./solution-jump";

/** What can be done with the whole topic: follow, the linked request, moderation, turning it into a request. */
export function TopicActions({
  topic,
  solution,
}: {
  topic: TForumTopic;
  /** Where the solution is: on this page, or on another of `pages`. */
  solution: { onPage: boolean; page: number; pages: number };
}) {
  const t = useMessage();
  const follow = useFollowForumTopic(topic.id);
  const convert = useConvertForumTopic(topic.id);
  const moderate = useModerateForum();
  const [running, setRunning] = useState<TForumAction | null>(null);
  const [moving, setMoving] = useState(false);
  const act = (action: TForumAction, extra: { categoryId?: number } = {}) => {
    setRunning(action);
    moderate.mutate(
      { action, topicId: topic.id, ...extra },
      {
        onSuccess: () => {
          notify.success(t(`forum_done_${action}`));
          setMoving(false);
        },
        onSettled: () => setRunning(null),
      },
    );
  };
  return (
    <Group gap="xs" wrap="wrap">
      <ProgressButton
        variant="default"
        size="xs"
        busy={follow.isPending}
        onClick={() =>
          follow.mutate(
            { topicId: topic.id, following: !topic.following },
            { onSuccess: () => notify.success(t(topic.following ? "forum_unfollowed" : "forum_followed")) },
          )
        }
      >
        {t(topic.following ? "forum_unfollow" : "forum_follow")}
      </ProgressButton>
      {topic.solutionPostId !== null ? (
        <SolutionJump
          topicId={topic.id}
          postId={topic.solutionPostId}
          onPage={solution.onPage}
          page={solution.page}
          pages={solution.pages}
        />
      ) : null}
      {topic.request ? (
        <Anchor
          component={Link}
          to={forumPaths.request(topic.request.id)}
          size="sm"
          data-testid="forum-request-link"
        >
          {t("forum_request_link", { number: topic.request.number })}
        </Anchor>
      ) : topic.canConvert ? (
        <ProgressButton
          variant="default"
          size="xs"
          busy={convert.isPending}
          onClick={() =>
            convert.mutate(undefined, {
              onSuccess: (made) => notify.success(t("forum_converted", { number: made.number })),
            })
          }
        >
          {t("forum_convert")}
        </ProgressButton>
      ) : null}
      {topic.canModerate ? (
        <>
          <ProgressButton
            variant="default"
            size="xs"
            busy={running === "lock" || running === "unlock"}
            onClick={() => act(topic.locked ? "unlock" : "lock")}
          >
            {t(topic.locked ? "forum_action_unlock" : "forum_action_lock")}
          </ProgressButton>
          <ProgressButton
            variant="default"
            size="xs"
            busy={running === "pin" || running === "unpin"}
            onClick={() => act(topic.pinned ? "unpin" : "pin")}
          >
            {t(topic.pinned ? "forum_action_unpin" : "forum_action_pin")}
          </ProgressButton>
          <Button variant="default" size="xs" onClick={() => setMoving(true)}>
            {t("forum_action_move")}
          </Button>
          <MoveDialog
            opened={moving}
            currentCategoryId={topic.categoryId}
            busy={running === "move"}
            onMove={(categoryId) => act("move", { categoryId })}
            onClose={() => setMoving(false)}
          />
        </>
      ) : null}
    </Group>
  );
}
