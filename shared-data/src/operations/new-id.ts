/** Client-made primary key: a retried insert of the same row meets 23505 and counts as stored. */
export function newId(): string {
  return crypto.randomUUID();
}
