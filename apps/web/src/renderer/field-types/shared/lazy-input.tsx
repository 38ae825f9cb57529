import { lazy, Suspense, useState, type ComponentType } from "react";
import type { FieldInputProps } from "../field-type-ui";
import { FieldSkeleton } from "./field-skeleton";

export type LazyInput<P extends FieldInputProps = FieldInputProps> = ComponentType<P> & {
  /** Starts loading the control's code; the form modules call it as they load. */
  preload(): Promise<unknown>;
};

const lazyInputs: Pick<LazyInput, "preload">[] = [];

/**
 * Loads every field type's lazily loaded Input: a module that draws forms calls it as it loads,
 * and a test of the controls awaits it before drawing them.
 */
export function preloadLazyInputs(): Promise<unknown> {
  return Promise.all(lazyInputs.map((input) => input.preload()));
}

/**
 * A field type's Input whose code loads when first drawn (or preloaded), so a page that only shows
 * values (a record read first, a list's cards and table) loads no control: floating-ui and the
 * combobox for a code select, react-hook-form and the picker for a lookup, the drop zone for
 * attachments, and Mantine's inputs for the rest. Until then a placeholder holds the control's
 * place (label and input height).
 */
export function lazyInput<P extends FieldInputProps = FieldInputProps>(
  load: () => Promise<ComponentType<P>>,
): LazyInput<P> {
  // Once loaded, drawn at once: React.lazy would still suspend for one turn on its first render.
  let Loaded: ComponentType<P> | null = null;
  const preload = () => load().then((Input) => (Loaded = Input));
  const Control = lazy(() => preload().then((Input) => ({ default: Input })));
  const Input = (props: P) => {
    // Chosen once per control: switching from the lazy one to the loaded one would remount it.
    const [Ready] = useState(() => Loaded);
    return Ready ? (
      <Ready {...props} />
    ) : (
      <Suspense
        fallback={
          <div aria-busy="true">
            <FieldSkeleton />
          </div>
        }
      >
        <Control {...props} />
      </Suspense>
    );
  };
  const input = Object.assign(Input, { preload });
  lazyInputs.push(input);
  return input;
}
