import { Group } from "@mantine/core";
import { IconCheck, IconLock, IconPin } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import { TintBadge } from "../../../lib/ui/tint-badge";

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
        <TintBadge color="blue" icon={<IconPin size={12} aria-hidden />}>
          {t("forum_badge_pinned")}
        </TintBadge>
      ) : null}
      {solved ? (
        <TintBadge color="green" icon={<IconCheck size={12} aria-hidden />}>
          {t("forum_badge_solved")}
        </TintBadge>
      ) : null}
      {locked ? (
        <TintBadge color="gray" icon={<IconLock size={12} aria-hidden />}>
          {t("forum_badge_locked")}
        </TintBadge>
      ) : null}
    </Group>
  );
}
