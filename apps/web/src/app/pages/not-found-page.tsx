import { useEffect } from "react";
import { Anchor, Center, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate, useNavigationType } from "react-router";
import { isLoggedIn } from "../../lib/auth-storage";
import { documentLoadedByBackForward, hasNavigatedSinceLoad } from "../../lib/navigation/navigation-tracker";
import { previousVisitedUrl } from "../../lib/navigation/redirect";
import { useMessage } from "../../lib/messages/use-message";
import { Paths } from "../paths";

/**
 * Spec §2 "404": shows 404 and PageNotFound. Pressing browser Back onto it returns to the
 * previous stored page (the last page recorded before landing here), replacing the 404 entry
 * so the user is not trapped. Back can arrive in three ways: a router POP inside this page load,
 * a document loaded by Back/Forward, or a page restored from the back/forward cache.
 */
export function NotFoundPage() {
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const t = useMessage();

  useEffect(() => {
    const returnToStoredPage = () => {
      const previous = previousVisitedUrl();
      if (previous) void navigate(previous, { replace: true });
    };
    const arrivedByBack =
      navigationType === "POP" && (hasNavigatedSinceLoad() || documentLoadedByBackForward());
    if (arrivedByBack) returnToStoredPage();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) returnToStoredPage();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [navigationType, navigate]);

  const home = isLoggedIn()
    ? { to: Paths.home, label: t("notfound_to_dashboard") }
    : { to: Paths.signin, label: t("notfound_to_signin") };
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{t("notfound_code")}</Title>
        <Text size="lg">{t("notfound_text")}</Text>
        <Anchor component={Link} to={home.to}>
          {home.label}
        </Anchor>
      </Stack>
    </Center>
  );
}
