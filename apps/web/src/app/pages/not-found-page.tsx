import "../../lib/styles/component-styles";
import { lazy, Suspense, useEffect } from "react";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useNavigate, useNavigationType } from "react-router";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { documentLoadedByBackForward, hasNavigatedSinceLoad } from "../../lib/navigation/navigation-tracker";
import { previousVisitedUrl } from "../../lib/navigation/redirect";
import { provideFullCatalogue } from "../../lib/messages/full-catalogue";
import { useMessage } from "../../lib/messages/use-message";
import { useIsLoggedIn } from "../../lib/use-logged-in";
import { usePageTitle } from "../../lib/use-page-title";
import { Paths } from "../paths";
import { BootFallback } from "./boot-fallback";
import { notFoundBackTarget } from "./not-found-back";

// The shell's own chunk (the one /app loads), fetched only when a signed-in user meets a 404.
provideFullCatalogue(); // its texts are the catalogue's, signed in or out

const AppLayout = lazy(() => import("../shell/app-layout").then((m) => ({ default: m.AppLayout })));

/**
 * Spec §2 "404": shows 404 and PageNotFound, inside the shell (header, side bar) for a signed-in
 * user and in the sign-in pages' branded frame otherwise. Its Back button returns to the page
 * before it (see notFoundBackTarget), also after a reload.
 *
 * Pressing browser Back onto it returns to the previous stored page (the last page recorded
 * before landing here), replacing the 404 entry so the user is not trapped. Back can arrive in
 * three ways: a router POP inside this page load, a document loaded by Back/Forward, or a page
 * restored from the back/forward cache.
 */
export function NotFoundPage() {
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const t = useMessage();
  usePageTitle(t("page_title_not_found"));

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

  const home = loggedIn
    ? { to: Paths.home, label: t("notfound_to_dashboard") }
    : { to: Paths.signin, label: t("notfound_to_signin") };
  const goBack = () => {
    const target = notFoundBackTarget(home.to);
    if (target.kind === "history") void navigate(-1);
    else void navigate(target.to, { replace: true });
  };
  const body = (
    <>
      <Text size="lg">{t("notfound_text")}</Text>
      <Group gap="md">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
          {t("app_back")}
        </Button>
        <Anchor component={Link} to={home.to}>
          {home.label}
        </Anchor>
      </Group>
    </>
  );

  if (!loggedIn) return <AuthLayout title={t("notfound_code")}>{body}</AuthLayout>;
  return (
    <Suspense fallback={<BootFallback />}>
      <AppLayout>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t("notfound_code")}</Title>
          {body}
        </Stack>
      </AppLayout>
    </Suspense>
  );
}
