import { createContext, type ComponentType } from "react";
import type { TChildGridItem } from "./grid-model";

/**
 * The editable grid a form offers its child grids (`MetadataFormProvider`): outside a form the
 * slot is empty and a grid shows its rows, so a page that only shows a record never loads
 * react-hook-form's field arrays.
 */
export const EditableGridSlot = createContext<ComponentType<{ item: TChildGridItem }> | null>(null);
