import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TOutboxMessage } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { QueryState } from "../../../lib/ui/query-state";
import { useOutbox } from "../api/get-outbox";
import { LinkifiedText } from "./linkified-text";

function OutboxItem({ message }: { message: TOutboxMessage }) {
  const t = useMessage();
  const time = new Date(message.createdAt);
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`outbox-${message.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={2} size="h5" id={`outbox-${message.id}`}>
          {message.subject ?? t("outbox_text_message")}
        </Title>
        <Badge variant="outline" color="gray">
          {t(message.channel === "sms" ? "outbox_sms" : "outbox_email")}
        </Badge>
      </Group>
      <Text size="sm">{t("outbox_to", { to: message.to })}</Text>
      <Text size="sm" component="time" dateTime={message.createdAt}>
        {Number.isNaN(time.getTime()) ? message.createdAt : time.toLocaleString()}
      </Text>
      <Text mt="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        <LinkifiedText text={message.body} />
      </Text>
    </Paper>
  );
}

/**
 * /app/uidesigner/outbox: messages the portal would have mailed or texted, so a demo user can
 * follow a reset link or read a code without a mail server.
 */
export function OutboxPage() {
  const outbox = useOutbox();
  const t = useMessage();
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1}>{t("outbox_title")}</Title>
        <Button variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t("outbox_refresh")}
        </Button>
      </Group>
      <QueryState query={outbox} what={t("query_what_outbox")}>
        {(data) =>
          data.length === 0 ? (
            <Text>{t("outbox_empty")}</Text>
          ) : (
            [...data]
              .sort((a, b) => b.id - a.id)
              .map((message) => <OutboxItem key={message.id} message={message} />)
          )
        }
      </QueryState>
    </Stack>
  );
}
