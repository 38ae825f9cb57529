import { createContext, useContext, type ReactNode } from "react";

/** Per column, the only values a form may offer (a record's statusChoices); absent: no limit. */
export type TFieldChoices = Readonly<Record<string, readonly string[]>>;

const FieldChoices = createContext<TFieldChoices>({});

/** Limits the choices of the fields inside (by column), e.g. to the statuses the server allows. */
export function FieldChoicesProvider({
  choices,
  children,
}: {
  choices?: TFieldChoices;
  children: ReactNode;
}) {
  return <FieldChoices.Provider value={choices ?? {}}>{children}</FieldChoices.Provider>;
}

/** The values a field of `column` may offer, or undefined when the form sets no limit. */
export const useFieldChoices = (column: string | undefined): readonly string[] | undefined => {
  const choices = useContext(FieldChoices);
  return column === undefined ? undefined : choices[column];
};
