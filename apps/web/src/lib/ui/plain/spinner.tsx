import classes from "./plain.module.css";

/** A spinning ring in the current text colour, hidden from assistive technology. */
export function Spinner() {
  return <span className={classes.spinner} aria-hidden="true" />;
}

/** A large spinner centred in its box, announced by `label` (Mantine's Loader in a Center). */
export function LoadingBlock({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <div className={classes.center} style={{ minHeight }} role="status" aria-label={label}>
      <span className={`${classes.spinner} ${classes.spinnerLarge}`} />
    </div>
  );
}

/** The whole window greyed and blurred under a large spinner (Mantine's LoadingOverlay, fixed). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={classes.overlay}>
      <LoadingBlock label={label} minHeight="100%" />
    </div>
  );
}
