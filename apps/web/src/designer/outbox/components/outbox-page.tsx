import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TOutboxMessage } from "@fsm/contracts";
import { QueryState } from "../../../lib/ui/query-state";
import { useOutbox } from "../api/get-outbox";
import { LinkifiedText } from "./linkified-text";

function OutboxItem({ message }: { message: TOutboxMessage }) {
  const time = new Date(message.createdAt);
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`outbox-${message.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={2} size="h5" id={`outbox-${message.id}`}>
          {message.subject ?? "Text message"}
        </Title>
        <Badge variant="outline" color="gray">
          {message.channel === "sms" ? "SMS" : "E-mail"}
        </Badge>
      </Group>
      <Text size="sm">To: {message.to}</Text>
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
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1}>Outbox</Title>
        <Button variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          Refresh
        </Button>
      </Group>
      <QueryState query={outbox} what="outbox">
        {(data) =>
          data.length === 0 ? (
            <Text>The outbox is empty.</Text>
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
