import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { errorText } from "../../lib/messages/error-text";
import { useMessage } from "../../lib/messages/use-message";

const PREFIX = "[fsm-portal]";

/**
 * Last line of defence for a route that failed to load or render (for instance a lazy chunk
 * that disappeared after a redeploy). Spec §8: uncaught errors are logged with a fixed prefix.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useMessage();
  console.error(PREFIX, error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? errorText(error, t)
      : t("app_unknown_error");
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1}>{t("app_something_wrong")}</Title>
        <Text>{detail}</Text>
        <Button onClick={() => window.location.reload()}>{t("app_reload_page")}</Button>
      </Stack>
    </Center>
  );
}
