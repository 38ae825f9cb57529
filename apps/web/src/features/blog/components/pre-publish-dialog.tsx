import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconX } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { prePublishChecks, type CheckedPost } from "./pre-publish-checks";

/**
 * The last look before a post goes out: every check with its state in words (the icon repeats
 * it), who will see the post and when. A failed blocking check disables publishing; warnings
 * leave the choice to the editor.
 */
export function PrePublishDialog({
  post,
  audience,
  when,
  opened,
  busy,
  onClose,
  onPublish,
}: {
  post: CheckedPost;
  /** Who will read it, in words (absent where the page does not know). */
  audience?: string;
  /** When it goes out, in words. */
  when: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onPublish: () => void;
}) {
  const t = useMessage();
  const checks = prePublishChecks(post);
  const blocked = checks.some((c) => c.blocking && !c.ok);
  const warnings = checks.filter((c) => !c.ok && !c.blocking).length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("blog_check_title_dialog")}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <Stack gap="sm">
        <Text size="sm" role="status">
          {blocked
            ? t("blog_check_blocked")
            : warnings
              ? t("blog_check_warnings", { count: warnings })
              : t("blog_check_all_good")}
        </Text>
        <List spacing="xs" size="sm" center data-testid="blog-checks">
          {checks.map((c) => (
            <List.Item
              key={c.key}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  variant="light"
                  color={c.ok ? "green" : c.blocking ? "red" : "yellow"}
                  aria-hidden
                >
                  {c.ok ? (
                    <IconCheck size={14} />
                  ) : c.blocking ? (
                    <IconX size={14} />
                  ) : (
                    <IconAlertTriangle size={14} />
                  )}
                </ThemeIcon>
              }
            >
              {t(c.ok ? "blog_check_ok" : c.blocking ? "blog_check_missing" : "blog_check_warn", {
                check: t(c.key, { count: c.count ?? 0 }),
              })}
            </List.Item>
          ))}
        </List>
        {audience ? <Text size="sm">{t("blog_check_audience", { audience })}</Text> : null}
        <Text size="sm">{when}</Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("blog_back_to_editing")}
          </Button>
          <ProgressButton busy={busy} disabled={blocked} onClick={onPublish}>
            {t("blog_publish_confirm")}
          </ProgressButton>
        </Group>
      </Stack>
    </Modal>
  );
}
