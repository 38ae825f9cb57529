/** Hands a blob to the browser as a download under its name (CSV exports, studio bundles). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  // Revoked after the click's task: the browser has taken the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
