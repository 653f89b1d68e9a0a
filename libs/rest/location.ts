/** The `Location` of a created resource: `locationOf('/api/v1/docs', id)` is `/api/v1/docs/<id>`. */
export function locationOf(
  collectionPath: string,
  id: string | number,
): string {
  return `${collectionPath}/${encodeURIComponent(String(id))}`;
}
