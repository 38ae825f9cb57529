/**
 * A value built on its first use, then kept. For Intl formatters: a constructor resolves the
 * locale's data and costs far more than a format call (the first one of a page over 15 ms on a
 * laptop, four times that on a phone), so none is built when its module loads, inside the task
 * that loads the page, and each is built once however many values a list formats.
 */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** Builds the values in tasks of their own soon after the page has loaded (or on first use, if sooner). */
export function warmSoon(...values: (() => unknown)[]): void {
  for (const value of values) setTimeout(value, 0);
}
