import { lazy, Suspense, useState, type Ref } from "react";
import { Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useMessage } from "../../lib/messages/use-message";
import { ProfileAvatar } from "./profile-avatar";

/** Past this the name is cut with an ellipsis: it never wraps the header onto a second line. */
const NAME_MAX_WIDTH_PX = 220;

// Menu, Popover and floating-ui (~20 KB gzip) are not part of the first signed-in page
// (bench/budgets.json): they load on intent (pointer over or focus on the button) and the menu
// mounts, opened, on the first press.
const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));
const prefetch = () => void loadDropdown().catch(() => undefined);

interface UserMenuProps {
  name: string;
  imageId: string | null | undefined;
  studio: boolean;
  showName: boolean;
  onLogout(): void;
}

/** Header dropdown (spec §2): Profile, About for studio users, Logout. */
export function UserMenu({ name, imageId, studio, showName, onLogout }: UserMenuProps) {
  const t = useMessage();
  const [menuMounted, setMenuMounted] = useState(false);
  const content = (
    <Group gap={8} wrap="nowrap">
      <ProfileAvatar imageId={imageId} />
      {showName && name ? (
        <Text size="sm" fw={500} truncate="end" maw={NAME_MAX_WIDTH_PX}>
          {name}
        </Text>
      ) : null}
      <IconChevronDown size={14} aria-hidden />
    </Group>
  );
  // The full name stays reachable as the button's title (tooltip) when it is cut.
  const button = (ref: Ref<HTMLButtonElement>) => (
    <UnstyledButton ref={ref} aria-label={t("shell_user_menu")} title={name || undefined} p={4} miw={0}>
      {content}
    </UnstyledButton>
  );
  const beforeMenu = (
    <UnstyledButton
      aria-label={t("shell_user_menu")}
      aria-haspopup="menu"
      aria-expanded={false}
      title={name || undefined}
      p={4}
      miw={0}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setMenuMounted(true)}
    >
      {content}
    </UnstyledButton>
  );
  if (!menuMounted) return beforeMenu;
  return (
    <Suspense fallback={beforeMenu}>
      <UserMenuDropdown target={button} studio={studio} onLogout={onLogout} />
    </Suspense>
  );
}
