import { Alert, Stack, Text, Title } from "@mantine/core";
import { readStoredUser } from "../../lib/user-session";

/** Home of the main application. Its widgets come with a later issue; nothing is faked here. */
export function DashboardPage() {
  const { name } = readStoredUser();
  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      {name ? <Text>Welcome, {name}.</Text> : null}
      <Alert color="gray" variant="outline" title="Not available yet">
        The dashboard content is not available yet in this version of the portal.
      </Alert>
    </Stack>
  );
}
