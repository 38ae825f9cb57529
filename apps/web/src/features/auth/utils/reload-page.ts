/** Full page reload, behind an object so tests can observe it (jsdom cannot navigate). */
export const pageReloader = {
  reload(): void {
    window.location.reload();
  },
};
