import type { ReactNode } from "react";
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { NoAccessState } from "../../lib/ui/states";
import { Link } from "react-router";
import type { TListScreen } from "../screens/list/use-list-screen";
import { errorText } from "../../lib/messages/error-text";
import { useMessage } from "../../lib/messages/use-message";
import type { TPortalScreenState } from "./use-portal-screen";

/** A page's own "not found": one h1, what is missing, and a way on. */
export function NotFoundState(props: { title: string; reason: string; to: string; linkLabel: string }) {
  const t = useMessage();
  return (
    <Stack gap="md">
      <Title order={1}>{props.title}</Title>
      <Alert color="gray" variant="outline" title={t("screen_not_found_alert")}>
        <Text size="sm">{props.reason}</Text>
        <Anchor component={Link} to={props.to} size="sm" mt="xs" display="inline-block">
          {props.linkLabel}
        </Anchor>
      </Alert>
    </Stack>
  );
}

/** Loading, failed and unknown screens look the same on every page that shows a portal screen. */
export function ScreenGate({
  state,
  home,
  area,
  children,
}: {
  state: TPortalScreenState;
  home: string;
  /** The area's name, for the page a user without access to it sees. */
  area: string;
  children: (document: TListScreen) => ReactNode;
}) {
  const t = useMessage();
  switch (state.status) {
    case "loading":
      return (
        <Center p="xl">
          <Loader aria-label={t("screen_loading")} />
        </Center>
      );
    case "error":
      return (
        <Stack gap="md">
          <Title order={1}>{t("screen_load_failed")}</Title>
          <Alert color="red" variant="outline" title={t("app_something_wrong")}>
            <Text size="sm">{errorText(state.error, t)}</Text>
            <Button mt="sm" size="xs" variant="default" onClick={state.retry}>
              {t("app_try_again")}
            </Button>
          </Alert>
        </Stack>
      );
    case "noAccess":
      return <NoAccessState area={area} home={home} />;
    case "notFound":
      return (
        <NotFoundState
          title={t("screen_not_found")}
          reason={state.reason}
          to={home}
          linkLabel={t("notfound_to_dashboard")}
        />
      );
    case "ready":
      return <>{children(state.document)}</>;
  }
}
