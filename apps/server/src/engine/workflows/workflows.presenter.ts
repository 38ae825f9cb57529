export const presentSaved = (row: { name: string; revision: number }) => ({
  name: row.name,
  revision: row.revision,
});
