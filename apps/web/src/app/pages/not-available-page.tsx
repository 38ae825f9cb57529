import { Alert, Stack, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useParams } from "react-router";

/**
 * Honest placeholder for areas later issues build (spec: dashboard content, requests, RMA, blog,
 * forum, lobby, map, reports, designer pages). It names the area and never shows made-up data.
 */
export function NotAvailablePage({ area }: { area: string }) {
  const { screenName } = useParams();
  const title = screenName ? `${area}: ${screenName}` : area;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert
        icon={<IconTools size={18} aria-hidden />}
        color="gray"
        variant="outline"
        title="Not available yet"
      >
        {area} is not available yet in this version of the portal.
      </Alert>
    </Stack>
  );
}

/** A `lazy` route module that renders the placeholder for one area. */
export const notAvailableRoute = (area: string) => ({ Component: () => <NotAvailablePage area={area} /> });
