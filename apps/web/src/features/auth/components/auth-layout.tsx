import { useState, type CSSProperties, type ReactNode, type Ref } from "react";
import { Box, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { brandingUrl } from "../../../lib/branding";
import { useConfig } from "../../../lib/config/use-config";
import { usePageTitle } from "../../../lib/use-page-title";

interface AuthLayoutProps {
  /** The page's one h1. */
  title: string;
  /** What the document title names the page, when not its h1 ("Sign in" rather than "Welcome!"). */
  pageTitle?: string;
  children: ReactNode;
  contentRef?: Ref<HTMLDivElement>;
  width?: number;
}

/**
 * Frame of every credential page: the main landmark over the configured login background, with
 * the card centred or, when configured, aligned right (spec §1, §3 loginBackgroundPath,
 * alignLoginFormRight).
 */
export function AuthLayout({ title, pageTitle, children, contentRef, width = 440 }: AuthLayoutProps) {
  const config = useConfig();
  usePageTitle(pageTitle ?? title);
  const backgroundUrl = brandingUrl(config.loginBackgroundPath);
  const logoUrl = brandingUrl(config.companyLogoName);
  const [logoFailed, setLogoFailed] = useState(false);
  const background: CSSProperties = backgroundUrl
    ? {
        backgroundImage: `url(${JSON.stringify(backgroundUrl)})`,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }
    : {};

  return (
    <Box
      component="main"
      mih="100dvh"
      p={{ base: "md", sm: "xl" }}
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: config.alignLoginFormRight ? "flex-end" : "center",
        // Not the `bg` prop: its `background` shorthand would wipe out the image.
        backgroundColor: "var(--mantine-color-gray-1)",
        ...background,
      }}
    >
      <Paper ref={contentRef} withBorder shadow="md" radius="md" p="xl" w="100%" maw={width}>
        <Stack gap="md">
          <div>
            {logoUrl && !logoFailed ? (
              <Image
                src={logoUrl}
                alt={config.companyName}
                h={40}
                w="auto"
                fit="contain"
                mb="xs"
                onError={() => setLogoFailed(true)}
              />
            ) : (
              <Text size="sm" fw={600} c="gray.8">
                {config.companyName}
              </Text>
            )}
            <Title order={1} size="h2">
              {title}
            </Title>
          </div>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
