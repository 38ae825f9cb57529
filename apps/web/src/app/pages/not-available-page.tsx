import { Alert, Stack, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useParams } from "react-router";
import { useMessage } from "../../lib/messages/use-message";
import { usePageTitle } from "../../lib/use-page-title";

/**
 * Honest placeholder for areas later issues build (spec: dashboard content, requests, RMA, blog,
 * forum, lobby, map, reports, designer pages). It names the area and never shows made-up data.
 */
export function NotAvailablePage({ areaKey, designer }: { areaKey: string; designer?: boolean }) {
  const { screenName } = useParams();
  const t = useMessage();
  // A designer entry is named "UI Designer – <entry>" (spec §2).
  const area = designer ? t("designer_area", { entry: t(areaKey) }) : t(areaKey);
  const title = screenName ? `${area}: ${screenName}` : area;
  // "Theme Presets · UI Designer · …", "news · Forum Category · …".
  usePageTitle(...(designer ? [t(areaKey), t("designer_title")] : [screenName, t(areaKey)]));
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert
        icon={<IconTools size={18} aria-hidden />}
        color="gray"
        variant="outline"
        title={t("app_not_available_title")}
      >
        {t("app_area_not_available", { area })}
      </Alert>
    </Stack>
  );
}

/** A `lazy` route module that renders the placeholder for one area (named by a message key). */
export const notAvailableRoute = (areaKey: string, designer = false) => ({
  Component: () => <NotAvailablePage areaKey={areaKey} designer={designer} />,
});
