/** DATABASE_URL with another database name (the template, or a test file's clone). */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Where CREATE/DROP DATABASE run: the DATABASE_URL's own database, which the tests never touch. */
export const adminUrl = (baseUrl: string): string => baseUrl;
