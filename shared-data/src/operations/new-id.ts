/** Client-made primary key: a retried insert of the same row is stored once (201 again, or 23505 when two tries race; both count as stored). */
export function newId(): string {
  return crypto.randomUUID();
}
