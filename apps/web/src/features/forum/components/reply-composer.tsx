import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Blockquote, Button, Group, Input, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TForumPost, TForumPostedResponse } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useReplyForumTopic } from "../api/reply-forum-topic";
import { hasText } from "../hooks/topic-draft";
import { useMentionInsert } from "../hooks/use-mention-insert";
import { MentionMenu } from "./mention-menu";

const BodyEditor = lazy(() =>
  import("../../../lib/rich-text/body-editor").then((m) => ({ default: m.BodyEditor })),
);

/** A post's text as plain words, shortened, for the quote shown above the reply. */
const plain = (html: string): string => {
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  return text.length > 280 ? `${text.slice(0, 277)}…` : text;
};

/**
 * The reply at the foot of a topic, with the post it quotes (the server puts the quote in front
 * of the reply). Unsaved text makes leaving the page ask first.
 */
export function ReplyComposer({
  topicId,
  quote,
  onClearQuote,
  onPosted,
  mentionable = [],
}: {
  topicId: number;
  /** The participants the reply may mention (the caller left out). */
  mentionable?: readonly string[];
  quote: TForumPost | null;
  onClearQuote: () => void;
  onPosted: (posted: TForumPostedResponse) => void;
}) {
  const t = useMessage();
  const reply = useReplyForumTopic();
  const [html, setHtml] = useState("");
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const { onEditor, insert: mention } = useMentionInsert();
  useReportUnsaved(hasText(html));
  // Quoting a post brings the reader to the reply with the cursor in it.
  useEffect(() => {
    if (!quote) return;
    sectionRef.current?.scrollIntoView({ block: "center" });
    (sectionRef.current?.querySelector("[contenteditable]") as HTMLElement | null)?.focus();
  }, [quote]);

  const send = () => {
    if (!hasText(html)) {
      setError(t("forum_body_required"));
      (sectionRef.current?.querySelector("[contenteditable]") as HTMLElement | null)?.focus();
      return;
    }
    reply.mutate(
      { topicId, bodyHtml: html, ...(quote ? { quotePostId: quote.id } : {}) },
      {
        onSuccess: (posted) => {
          setHtml("");
          setRound((r) => r + 1);
          onClearQuote();
          if (posted.held) notify.info(t("forum_reply_held"));
          else notify.success(t("forum_reply_posted"));
          onPosted(posted);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="forum-reply-title"
      ref={sectionRef}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="forum-reply-title">
          {t("forum_reply_title")}
        </Title>
        {quote ? (
          <Stack gap={4}>
            <Blockquote p="sm" color="gray" data-testid="forum-quote">
              <Text size="sm" fw={600}>
                {t("forum_quoting", { name: quote.authorName })}
              </Text>
              <Text size="sm">{plain(quote.bodyHtml)}</Text>
            </Blockquote>
            <Button variant="default" size="xs" onClick={onClearQuote} style={{ alignSelf: "flex-start" }}>
              {t("forum_remove_quote")}
            </Button>
          </Stack>
        ) : null}
        <Input.Wrapper label={t("forum_reply_label")} error={error} component="div">
          <Suspense fallback={<Skeleton height={160} role="status" aria-label={t("forum_loading_editor")} />}>
            <BodyEditor
              key={round}
              initialHtml=""
              toolbar="trimmed"
              label={t("forum_reply_label")}
              onEditor={onEditor}
              onChange={(value) => {
                setHtml(value);
                if (error && hasText(value)) setError(null);
              }}
            />
          </Suspense>
        </Input.Wrapper>
        <Group justify="space-between">
          <MentionMenu names={mentionable} onPick={mention} />
          <ProgressButton busy={reply.isPending} onClick={send} ml="auto">
            {t("forum_post_reply")}
          </ProgressButton>
        </Group>
      </Stack>
    </Paper>
  );
}
