import { useEffect, useRef, useState } from "react";
import { ActionIcon, Button, Checkbox, Group, VisuallyHidden } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import type { ListScreenController } from "./use-list-screen";
import classes from "./list-columns-chooser.module.css";

interface ListColumnsChooserProps {
  list: ListScreenController;
  /** The panel's id (the Columns button controls it). */
  id: string;
  onClose(): void;
}

/** The control that keeps the focus after a change re-orders the items: a move button or a checkbox. */
type Focus = { column: string; by: -1 | 1 | 0 };

/**
 * The list's columns: each shown or hidden by its checkbox, a shown one moved left or right by
 * its buttons; every change applies at once and lives in the list's address (`cols=`), so a
 * reload, Back, a saved view and the CSV export all see the same columns. Plain controls in the
 * page (no popover): Tab reaches each, Escape closes the panel back to the Columns button.
 */
export function ListColumnsChooser({ list, id, onClose }: ListColumnsChooserProps) {
  const t = useMessage();
  const declared = list.document.search.columns;
  // The address is the truth; until the list has followed a change (a navigation), the change
  // itself is shown, so a checkbox never flips back for a moment.
  const [pending, setPending] = useState<string[] | null>(null);
  useEffect(() => setPending(null), [list.columns]);
  const shown = pending ?? list.columns.map((c) => c.column);
  const apply = (next: string[]) => {
    setPending(next);
    list.setColumns(next);
  };
  const items = [
    ...shown.flatMap((name) => declared.filter((c) => c.column === name)),
    ...declared.filter((c) => !shown.includes(c.column)),
  ];
  const [focus, setFocus] = useState<Focus | null>(null);
  const [said, setSaid] = useState("");
  const panel = useRef<HTMLFieldSetElement>(null);
  const controlId = (column: string, by: -1 | 1 | 0) =>
    `${id}-${column}-${by < 0 ? "left" : by > 0 ? "right" : "shown"}`;

  // Re-ordered items may lose the focus: the changed column's control keeps it; a move button at
  // an end, where it is disabled, hands it to the other one.
  useEffect(() => {
    if (!focus) return;
    const same = document.getElementById(controlId(focus.column, focus.by)) as HTMLButtonElement | null;
    const other = focus.by ? document.getElementById(controlId(focus.column, focus.by < 0 ? 1 : -1)) : null;
    (same && !same.disabled ? same : other)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once the new order has rendered
  }, [focus, list.columns]);

  const move = (column: string, by: -1 | 1) => {
    const next = [...shown];
    const at = next.indexOf(column);
    [next[at], next[at + by]] = [next[at + by]!, next[at]!];
    apply(next);
    setFocus({ column, by });
    const label = t(declared.find((c) => c.column === column)!.label);
    setSaid(t("list_columns_moved", { column: label, position: at + by + 1, count: next.length }));
  };
  const show = (column: string, on: boolean) => {
    apply(on ? [...shown, column] : shown.filter((c) => c !== column));
    setFocus({ column, by: 0 });
  };

  return (
    <fieldset
      id={id}
      ref={panel}
      className={classes.panel}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <legend className={classes.legend}>{t("list_columns_legend")}</legend>
      <ul className={classes.items}>
        {items.map((c) => {
          const label = t(c.label);
          const at = shown.indexOf(c.column);
          return (
            <li key={c.column} className={classes.item}>
              <Checkbox
                id={controlId(c.column, 0)}
                label={label}
                checked={at >= 0}
                // The last shown column stays: a list without columns shows nothing.
                disabled={at >= 0 && shown.length === 1}
                onChange={(event) => show(c.column, event.currentTarget.checked)}
              />
              {at >= 0 ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    id={controlId(c.column, -1)}
                    variant="default"
                    size={36}
                    disabled={at === 0}
                    aria-label={t("list_columns_left", { column: label })}
                    onClick={() => move(c.column, -1)}
                  >
                    <IconArrowLeft size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    id={controlId(c.column, 1)}
                    variant="default"
                    size={36}
                    disabled={at === shown.length - 1}
                    aria-label={t("list_columns_right", { column: label })}
                    onClick={() => move(c.column, 1)}
                  >
                    <IconArrowRight size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Group gap="xs">
        <Button
          variant="subtle"
          disabled={!list.state.columns}
          onClick={() => apply(declared.map((c) => c.column))}
        >
          {t("list_columns_reset")}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t("list_columns_done")}
        </Button>
      </Group>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </fieldset>
  );
}
