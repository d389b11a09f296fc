/** The rows of a staff read, or an Error carrying the server's message. */
export function rowsOrThrow<Row>(
  table: string,
  { data, error }: { data: Row[] | null; error: { message: string } | null },
): Row[] {
  if (error) throw new Error(`Could not list ${table}: ${error.message}`);
  return data ?? [];
}
