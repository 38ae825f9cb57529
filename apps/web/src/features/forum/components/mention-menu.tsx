import { Button, Menu } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";

/**
 * "Mention": the topic's participants (never anyone else) as a menu beside the composer; choosing
 * one writes "@Name" where the cursor is. Arrow keys move through the names, Enter chooses, Escape
 * closes; the editor keeps the focus after a choice.
 */
export function MentionMenu({ names, onPick }: { names: readonly string[]; onPick: (name: string) => void }) {
  const t = useMessage();
  if (!names.length) return null;
  return (
    <Menu position="top-start" shadow="md" returnFocus={false} loop>
      <Menu.Target>
        <Button variant="default" size="xs">
          {t("forum_mention")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={280} style={{ overflowY: "auto" }}>
        <Menu.Label>{t("forum_mention_menu")}</Menu.Label>
        {names.map((name) => (
          <Menu.Item key={name} onClick={() => onPick(name)}>
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
