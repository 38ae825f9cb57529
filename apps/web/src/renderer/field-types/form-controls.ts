// The controls that field types load on demand (`lazyInput`): each type folder's `*-input.tsx`.
const controls = import.meta.glob(["./*/*-input.tsx", "!./shared/*"]);

/**
 * For a route whose page draws a form (a record, a wizard): the form's controls are fetched beside
 * the page's own chunks rather than after the page has loaded and asked for them. A list page,
 * which only shows values, never loads them.
 */
export function withFormControls<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, ...Object.values(controls).map((load) => load())]).then(([loaded]) => loaded);
}
