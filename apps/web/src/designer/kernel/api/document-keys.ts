/** Fills a DocumentsPath template (":kind", ":name") for one document. */
export const documentPath = (template: string, kind: string, name: string): string =>
  template.replace(":kind", encodeURIComponent(kind)).replace(":name", encodeURIComponent(name));

/** Query keys of one document's calls; everything of a document starts with documentKeys.all. */
export const documentKeys = {
  all: (kind: string, name: string) => ["studio-document", kind, name] as const,
  published: (kind: string, name: string) => ["studio-document", kind, name, "published"] as const,
  draft: (kind: string, name: string) => ["studio-document", kind, name, "draft"] as const,
  revisions: (kind: string, name: string) => ["studio-document", kind, name, "revisions"] as const,
  diff: (kind: string, name: string, from: number, to: number) =>
    ["studio-document", kind, name, "diff", from, to] as const,
};
