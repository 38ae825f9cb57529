/** CodeMirror measures text through Range rects, which jsdom lacks (it lays nothing out). */
export function measurableRanges(): void {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}
