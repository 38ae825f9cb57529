import { useMessage } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { useState } from "react";
import { Avatar, Group, Input, Stack, Text } from "@mantine/core";
import { useConfig } from "../../../lib/config/use-config";
import { notify } from "../../../lib/notify";
import { DropZone } from "../../../renderer";
import { makeUpdateImageInput, useUpdateImage } from "../api/update-image";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useObjectUrl } from "../../../lib/use-object-url";

/** Upload a new profile picture; the chosen file is previewed before it is sent. */
export function ProfileImageForm({ currentImageUrl }: { currentImageUrl: string | null }) {
  const config = useConfig();
  const t = useMessage();
  const upload = useUpdateImage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  useReportUnsaved(file !== null);

  const choose = (next: File | null) => {
    setFile(next);
    const check = next ? makeUpdateImageInput(config, t).safeParse(next) : null;
    setError(check && !check.success ? (check.error.issues[0]?.message ?? t("profile_image_invalid")) : null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || error) return;
    upload.mutate(file, {
      onSuccess: () => {
        notify.success(t("profile_image_updated"));
        setFile(null);
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label={t("profile_image")}>
      <Stack gap="sm">
        <Group gap="md">
          <Avatar src={preview ?? currentImageUrl} alt={t("profile_image")} size={96} radius="xl" />
          <Text size="sm">{preview ? t("profile_image_preview") : t("profile_image_current")}</Text>
        </Group>
        <Input.Wrapper id="profile-image-file" label={t("profile_new_image")} error={error}>
          <DropZone
            id="profile-image-file"
            label={t("profile_new_image")}
            accept="image/*"
            multiple={false}
            disabled={upload.isPending}
            errorId={error ? "profile-image-file-error" : undefined}
            onFiles={(files) => choose(files?.[0] ?? null)}
          />
        </Input.Wrapper>
        {file ? (
          <Text size="sm" aria-live="polite">
            {file.name}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <ProgressButton type="submit" busy={upload.isPending} disabled={!file || Boolean(error)}>
            {t("profile_upload_image")}
          </ProgressButton>
        </Group>
      </Stack>
    </form>
  );
}
