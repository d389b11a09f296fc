-- A row sent twice at the same moment is stored once, and both tries are answered 201. A page
-- that closes sends its outbox with keepalive requests; the next page, opened at once, finds the
-- same rows still in its outbox and sends them too. The second try used to pass the "already
-- stored?" look-up of 20261127220000 while the first was still uncommitted, then met the primary
-- key (409): a failed request in the visitor's console, for a row that was stored.
--
-- Each try now takes a lock on the row's id for the rest of its transaction before it looks: a
-- second try waits for the first to end, then sees its row (a fresh snapshot per statement, READ
-- COMMITTED) and skips it. Rows of one request keep their order, so two tries of one batch take
-- their locks in the same order and cannot deadlock.

create or replace function api_guard.skip_stored_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored boolean;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(tg_table_name || ':' || new.id::text, 0));
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into stored
    using new.id;
  if stored then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function api_guard.skip_stored_row() from public;
