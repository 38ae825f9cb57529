import { useMemo, type ReactNode } from "react";
import { Fieldset, Grid } from "@mantine/core";
import type { TFieldItem, TScreenItem, TSection } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { LookupScopeProvider } from "../../field-types/lookup/lookup-scope";
import { ItemView } from "../../item-registry";
import { lookupScopeOf } from "../../lookup-scope-of";
import { fieldItemsOf } from "../../visibility";
import type { TAction } from "../../items/item-ui";

interface ScreenSectionsProps {
  sections: readonly TSection[];
  row: TRow;
  /** How a field is shown: an input on forms, a display on read-only screens. */
  renderField(item: TFieldItem): ReactNode;
  isVisible(item: TFieldItem): boolean;
  onAction?(action: TAction): void;
  busy?: boolean;
  inForm?: boolean;
  /** Passed to items: an editable child grid of a read-only form only shows its rows. */
  readOnly?: boolean;
  /** How many of the sections to draw (a record read in steps); all when absent. */
  drawn?: number;
}

/**
 * The sections/columns layout shared by form, confirmation and summary screens: a field spans
 * its metadata width (of 12); other items span one of the section's columns. Phones get one column.
 */
export function ScreenSections({ sections, drawn, ...rest }: ScreenSectionsProps) {
  const t = useMessage();
  // A lookup that depends on another field of this screen (asset → site) finds it here.
  const scope = useMemo(() => lookupScopeOf(fieldItemsOf(sections), (f) => f.id), [sections]);
  // The scope is of every section, drawn or not, so a value's lookup asks the same once all are.
  const shown = sections.slice(0, drawn).map((section) => {
    const grid = (
      <Grid>
        {section.items.map((item) => (
          <SectionItem key={item.id} item={item} columns={section.columns} {...rest} />
        ))}
      </Grid>
    );
    return section.title ? (
      <Fieldset key={section.id} legend={t(section.title)}>
        {grid}
      </Fieldset>
    ) : (
      <div key={section.id}>{grid}</div>
    );
  });
  return <LookupScopeProvider scope={scope}>{shown}</LookupScopeProvider>;
}

type SectionItemProps = Omit<ScreenSectionsProps, "sections"> & { item: TScreenItem; columns: number };

function SectionItem({ item, columns, row, renderField, isVisible, ...itemProps }: SectionItemProps) {
  if (item.kind !== "field")
    return (
      <Grid.Col span={{ base: 12, sm: 12 / columns }}>
        <ItemView item={item} row={row} {...itemProps} />
      </Grid.Col>
    );
  if (!isVisible(item)) return null;
  return <Grid.Col span={{ base: 12, sm: item.width }}>{renderField(item)}</Grid.Col>;
}
