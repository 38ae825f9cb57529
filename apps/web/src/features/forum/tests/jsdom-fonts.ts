// Mantine's autosizing Textarea listens to document.fonts, which jsdom does not have.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
