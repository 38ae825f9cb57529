import { useState } from "react";
import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { forumTopicKey, getForumTopic } from "../api/get-forum-topic";
import { forumPaths } from "../paths";

/**
 * "Go to the solution": a link to the post when it is on this page; otherwise the pages are read
 * (through the query cache) until the one holding it is found, and that page opens at the post.
 */
export function SolutionJump(props: {
  topicId: number;
  postId: number;
  onPage: boolean;
  page: number;
  pages: number;
}) {
  const t = useMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (props.onPage)
    return (
      <Button
        component={Link}
        to={`${location.pathname}${location.search}#post-${props.postId}`}
        variant="default"
        size="xs"
      >
        {t("forum_jump_solution")}
      </Button>
    );
  const find = async () => {
    setBusy(true);
    try {
      for (let page = 1; page <= props.pages; page++) {
        if (page === props.page) continue;
        const data = await client.fetchQuery({
          queryKey: [...forumTopicKey(props.topicId), page],
          queryFn: ({ signal }) => getForumTopic(props.topicId, page, signal),
        });
        if (data.posts.some((p) => p.id === props.postId))
          return void navigate(`${forumPaths.topic(props.topicId, page)}#post-${props.postId}`);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProgressButton variant="default" size="xs" busy={busy} onClick={() => void find()}>
      {t("forum_jump_solution")}
    </ProgressButton>
  );
}
