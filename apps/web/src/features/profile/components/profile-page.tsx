import { Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryState } from "../../../lib/ui/query-state";
import { useProfileImageUrl } from "../../../lib/api/get-profile-image";
import { useProfile } from "../api/get-profile";
import { useMessage } from "../../../lib/messages/use-message";
import { UnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { usePageTitle } from "../../../lib/use-page-title";
import { PasswordForm } from "./password-form";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfileImageForm } from "./profile-image-form";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /app/profile: the signed-in user's details, picture and password. */
export function ProfilePage() {
  const t = useMessage();
  usePageTitle(t("menu_profile"));
  const profile = useProfile();
  const imageUrl = useProfileImageUrl(profile.data?.ImageId);
  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t("menu_profile")}</Title>
      <UnsavedChangesGuard />
      <QueryState query={profile} what={t("query_what_profile")}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t("profile_details")}>
              <ProfileDetailsForm key={profile.dataUpdatedAt} profile={data} />
            </Section>
            <Stack gap="md">
              <Section title={t("profile_image")}>
                <ProfileImageForm currentImageUrl={imageUrl} />
              </Section>
              <Section title={t("profile_password")}>
                <PasswordForm />
              </Section>
            </Stack>
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
