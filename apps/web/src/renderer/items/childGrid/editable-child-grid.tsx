import { useEffect, useMemo, useState } from "react";
import { Button, Fieldset, Grid, Group, Stack, Text } from "@mantine/core";
import { useController, useFieldArray, useFormContext, useFormState, type Control } from "react-hook-form";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { useFocusTarget } from "../../screens/shared/use-focus-target";
import { LookupScopeProvider } from "../../field-types/lookup/lookup-scope";
import { lookupScopeOf } from "../../lookup-scope-of";
import { fieldTypeUi } from "../../registry";
import { cellItem, cellLabel, emptyRowOf, type TChildGridItem } from "./grid-model";

const cellId = (grid: TChildGridItem, index: number, column: string) =>
  `grid-${grid.table}-${index}-${column}`;

/**
 * Child rows edited inside a form (record form or wizard step), bound to the form value named by
 * the child table. Each line is a labelled group of inputs from the field-type registry; every
 * input's label names its column and line, so screen readers and error messages agree.
 */
export function EditableChildGrid({ item }: { item: TChildGridItem }) {
  const t = useMessage();
  const { control } = useFormContext<Record<string, TRow[]>>();
  // keyName: the rows' own "id" (stored row id) must stay in the values.
  const lines = useFieldArray({ control, name: item.table, keyName: "lineKey" });
  const tooFew = useTooFewLines(item.table, `grid-${item.table}-add`);
  const caption = t(item.label);
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const addId = `grid-${item.table}-add`;

  // After adding, focus the new line's first input; after removing, the line now in its place
  // (or the add button when none is left), so keyboard users never lose their place.
  useEffect(() => {
    if (focusLine === null) return;
    const first = item.columns[0]!.column;
    const target = document.getElementById(cellId(item, focusLine, first)) ?? document.getElementById(addId);
    target?.focus();
    setFocusLine(null);
  }, [focusLine, item, addId]);

  return (
    <Stack gap="xs" role="group" aria-label={caption}>
      <Text fw={600}>{caption}</Text>
      {lines.fields.length === 0 ? <Text c="dimmed">{t("grid_no_entries", { caption })}</Text> : null}
      {tooFew ? (
        <Text c="red" size="sm" id={`grid-${item.table}-error`} role="alert">
          {tooFew}
        </Text>
      ) : null}
      {lines.fields.map((line, index) => (
        <Fieldset key={line.lineKey} legend={t("grid_line", { line: index + 1 })} variant="filled">
          <Grid align="flex-end">
            {item.columns.map((c) => (
              <Grid.Col key={c.column} span={{ base: 12, sm: 12 / Math.min(item.columns.length, 3) }}>
                <GridCell control={control} item={item} index={index} column={c} label={t(c.label)} />
              </Grid.Col>
            ))}
          </Grid>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={t("grid_remove_line", { line: index + 1 })}
              onClick={() => {
                lines.remove(index);
                setFocusLine(Math.min(index, lines.fields.length - 2));
              }}
            >
              {t("grid_remove")}
            </Button>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          id={addId}
          variant="default"
          aria-describedby={tooFew ? `grid-${item.table}-error` : undefined}
          onClick={() => {
            lines.append(emptyRowOf(item), { shouldFocus: false });
            setFocusLine(lines.fields.length);
          }}
        >
          {t("grid_add_line", { caption })}
        </Button>
      </Group>
    </Stack>
  );
}

interface GridCellProps {
  control: Control<Record<string, TRow[]>>;
  item: TChildGridItem;
  index: number;
  column: TChildGridItem["columns"][number];
  label: string;
}

function GridCell({ control, item, index, column, label }: GridCellProps) {
  const t = useMessage();
  const { field, fieldState, formState } = useController({
    control,
    name: `${item.table}.${index}.${column.column}`,
  });
  // The form checks the whole grid when a line is added; a fresh line's empty cells are not
  // mistakes yet, so a message waits until the cell was left or the form was sent.
  const shown = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  const cell = cellItem(item, column);
  const ui = fieldTypeUi(column.type);
  useFocusTarget(field.ref, cellId(item, index, column.column));
  // A cell's dependent lookup (a line's asset) reads the other cells of the same line.
  const scope = useMemo(
    () =>
      lookupScopeOf(
        item.columns.map((c) => cellItem(item, c)),
        (f) => `${item.table}.${index}.${f.column}`,
      ),
    [item, index],
  );
  return (
    <LookupScopeProvider scope={scope}>
      <ui.Input
        item={cell}
        id={cellId(item, index, column.column)}
        label={cellLabel(t, label, index + 1)}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={shown}
        required={cell.required}
        readOnly={false}
      />
    </LookupScopeProvider>
  );
}

/**
 * The grid's own problem (too few lines, minRows), once the form was sent; the add button takes
 * the focus then unless the form already focused an earlier invalid field.
 */
function useTooFewLines(table: string, addId: string): string | undefined {
  const { errors, submitCount } = useFormState<Record<string, TRow[]>>({ name: table });
  const own = errors[table] as { message?: string; root?: { message?: string } } | undefined;
  const message = submitCount > 0 ? (own?.message ?? own?.root?.message) : undefined;
  useEffect(() => {
    if (!message) return;
    const active = document.activeElement;
    const focusedField = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (!focusedField) document.getElementById(addId)?.focus();
  }, [message, submitCount, addId]);
  return message;
}
