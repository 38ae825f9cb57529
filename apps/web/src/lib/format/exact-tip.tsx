import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from "react";

// The tooltip's positioning (Mantine Tooltip, floating-ui: 15 KB gzip) is not part of the pages
// that only show dates (the dashboard, lists): it loads the first time a date is pointed at or
// focused, and opens then. It points at the element instead of wrapping it, so the element (and
// its focus) stays as it is when the tooltip arrives.
const ExactTooltip = lazy(() => import("./exact-tooltip").then((m) => ({ default: m.ExactTooltip })));

type TriggerProps = {
  ref: Ref<HTMLElement>;
  onPointerEnter(e: SyntheticEvent): void;
  onPointerLeave(e: SyntheticEvent): void;
  onFocus(e: SyntheticEvent): void;
  onBlur(e: SyntheticEvent): void;
};

/** Shows `label` beside its one child while a pointer is over it or it has the focus. */
export function ExactTip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<Partial<TriggerProps>>;
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const trigger = cloneElement(children, {
    ref: setTarget,
    onPointerEnter: open,
    onPointerLeave: close,
    onFocus: open,
    onBlur: close,
  });
  return (
    <>
      {trigger}
      {wanted && target ? (
        <Suspense fallback={null}>
          <ExactTooltip label={label} opened={opened} target={target} />
        </Suspense>
      ) : null}
    </>
  );
}
