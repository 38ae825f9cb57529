import type { ReactNode } from "react";
import { Alert, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { errorText } from "../messages/error-text";
import { useMessage } from "../messages/use-message";

/** A place with nothing in it yet: what it is for, and the first thing to do. */
export function EmptyState(props: { title: string; body: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" role="status">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Text c="dimmed">{props.body}</Text>
        {props.action}
      </Stack>
    </Paper>
  );
}

/** Something failed: what, in plain words, and the next step (try again). */
export function ErrorState(props: { title: string; error: unknown; next: string; onRetry?: () => void }) {
  const t = useMessage();
  return (
    <Alert color="red" variant="light" title={props.title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(props.error, t)}</Text>
        <Text size="sm">{props.next}</Text>
        {props.onRetry ? (
          <Button size="xs" variant="default" onClick={props.onRetry}>
            {t("app_try_again")}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The user's account cannot open this area: a calm page naming it, with the way home. */
export function NoAccessState({ area, home }: { area: string; home: string }) {
  const t = useMessage();
  return (
    <Stack gap="md" maw={560}>
      <Group gap="sm" wrap="nowrap">
        <IconLock size={28} aria-hidden />
        <Title order={1}>{t("area_no_access_title", { area })}</Title>
      </Group>
      <Text>{t("area_no_access_body", { area })}</Text>
      <Button component={Link} to={home} variant="default" style={{ alignSelf: "flex-start" }}>
        {t("area_no_access_home")}
      </Button>
    </Stack>
  );
}

/** Placeholder rows shaped like the list while it loads: cards on a phone, table rows otherwise. */
export function ListSkeleton({ label, cards, rows = 5 }: { label: string; cards: boolean; rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) =>
        cards ? (
          <Card key={i} withBorder padding="sm">
            <Group justify="space-between">
              <Skeleton height={16} width="35%" />
              <Skeleton height={14} width="20%" />
            </Group>
            <Skeleton height={18} width="25%" mt="sm" radius="sm" />
            <Skeleton height={14} width="85%" mt="sm" />
          </Card>
        ) : (
          <Skeleton key={i} height={34} radius="sm" />
        ),
      )}
    </Stack>
  );
}
