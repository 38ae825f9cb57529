import { Badge, Group } from "@mantine/core";
import { IconCheck, IconLock, IconPin } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";

// The page's text colour on the tint, as the status badges (readable on every tint; UX "badges").
const READABLE = { root: { color: "var(--mantine-color-text)" } };

/** Pinned, solved and locked: colour plus text, never colour alone. */
export function TopicBadges({
  pinned,
  solved,
  locked,
}: {
  pinned: boolean;
  solved: boolean;
  locked: boolean;
}) {
  const t = useMessage();
  if (!pinned && !solved && !locked) return null;
  return (
    <Group gap={6} wrap="wrap">
      {pinned ? (
        <Badge
          color="blue"
          variant="light"
          tt="none"
          styles={READABLE}
          leftSection={<IconPin size={12} aria-hidden />}
        >
          {t("forum_badge_pinned")}
        </Badge>
      ) : null}
      {solved ? (
        <Badge
          color="green"
          variant="light"
          tt="none"
          styles={READABLE}
          leftSection={<IconCheck size={12} aria-hidden />}
        >
          {t("forum_badge_solved")}
        </Badge>
      ) : null}
      {locked ? (
        <Badge
          color="gray"
          variant="light"
          tt="none"
          styles={READABLE}
          leftSection={<IconLock size={12} aria-hidden />}
        >
          {t("forum_badge_locked")}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A small badge of the same kind (staff author, the solution, a held post). */
export function InfoBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge color={color} variant="light" tt="none" styles={READABLE}>
      {children}
    </Badge>
  );
}
