import { useEffect, useState } from "react";
import { Group, NumberInput, Paper, Skeleton, Stack } from "@mantine/core";
import type { TForumSettings } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useForumSettings } from "../api/get-forum-settings";
import { useSaveForumSettings } from "../api/save-forum-settings";
import { ForumLoadError } from "./forum-states";

/** How many flags hide a post, and how many first posts of a person wait for approval. */
export function ModerationSettings() {
  const t = useMessage();
  const settings = useForumSettings();
  const save = useSaveForumSettings();
  const [form, setForm] = useState<TForumSettings | null>(null);
  useEffect(() => {
    if (settings.data) setForm(settings.data);
  }, [settings.data]);
  useReportUnsaved(
    !!form &&
      !!settings.data &&
      (form.flagThreshold !== settings.data.flagThreshold ||
        form.holdFirstPosts !== settings.data.holdFirstPosts),
  );
  if (settings.isError)
    return (
      <ForumLoadError
        error={settings.error}
        title={t("forum_settings_failed")}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!form) return <Skeleton height={160} role="status" aria-label={t("forum_settings_loading")} />;
  const valid =
    Number.isInteger(form.flagThreshold) &&
    form.flagThreshold >= 1 &&
    form.flagThreshold <= 100 &&
    Number.isInteger(form.holdFirstPosts) &&
    form.holdFirstPosts >= 0 &&
    form.holdFirstPosts <= 20;
  return (
    <Paper withBorder radius="md" p="md" maw={560}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate(form, { onSuccess: () => notify.success(t("forum_settings_saved")) });
        }}
      >
        <Stack gap="sm">
          <NumberInput
            label={t("forum_settings_threshold")}
            description={t("forum_settings_threshold_help")}
            min={1}
            max={100}
            allowDecimal={false}
            value={form.flagThreshold}
            onChange={(v) => setForm({ ...form, flagThreshold: typeof v === "number" ? v : NaN })}
            error={
              form.flagThreshold >= 1 && form.flagThreshold <= 100
                ? null
                : t("forum_settings_threshold_range")
            }
          />
          <NumberInput
            label={t("forum_settings_hold")}
            description={t("forum_settings_hold_help")}
            min={0}
            max={20}
            allowDecimal={false}
            value={form.holdFirstPosts}
            onChange={(v) => setForm({ ...form, holdFirstPosts: typeof v === "number" ? v : NaN })}
            error={
              form.holdFirstPosts >= 0 && form.holdFirstPosts <= 20 ? null : t("forum_settings_hold_range")
            }
          />
          <Group justify="flex-end">
            <ProgressButton type="submit" busy={save.isPending} disabled={!valid}>
              {t("forum_save")}
            </ProgressButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
