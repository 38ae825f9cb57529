import "./list-messages";
import { lazy, Suspense, useState } from "react";
import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import type { ListScreenController } from "./use-list-screen";

const loadMenu = () => import("./list-views-menu");
const ListViewsMenu = lazy(() => loadMenu().then((m) => ({ default: m.ListViewsMenu })));

/**
 * The list's Views button. The menu and its dialogs (Menu, Modal, Checkbox) load on the first
 * press (fetched already on pointer or focus), so the list's own chunk stays within its budget.
 */
export function ListViewsButton({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const [pressed, setPressed] = useState(false);
  if (!list.source.views) return null;
  const button = (busy: boolean) => (
    <Button
      variant="default"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-busy={busy || undefined}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    >
      {t("views_menu")}
    </Button>
  );
  if (!pressed) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <ListViewsMenu list={list} />
    </Suspense>
  );
}
