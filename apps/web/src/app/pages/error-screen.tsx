import { PlainButton } from "../../lib/ui/plain/plain-button";
import classes from "../../lib/ui/plain/plain.module.css";

interface ErrorScreenProps {
  title: string;
  detail: string;
  /** Label of the button that reloads the page. */
  reloadLabel: string;
}

/**
 * A whole-window alert with a reload button, for when the portal cannot draw a page at all.
 * Plain elements: it may show before anything but the entry has loaded (or Mantine's provider).
 */
export function ErrorScreen({ title, detail, reloadLabel }: ErrorScreenProps) {
  return (
    <main className={classes.center} style={{ minHeight: "100vh", padding: "var(--mantine-spacing-md)" }}>
      <div role="alert" className={classes.center}>
        <h1 className={classes.title}>{title}</h1>
        <p>{detail}</p>
        <PlainButton onClick={() => window.location.reload()}>{reloadLabel}</PlainButton>
      </div>
    </main>
  );
}
