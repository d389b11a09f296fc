-- A retried insert of a row that is already stored is answered 201, as its first try was, and
-- stores nothing. A page that sends rows as it closes (a keepalive request that gets through, its
-- answer never read) leaves them in its outbox, and the next page sends them again: answered 409,
-- each such retry showed in the visitor's console as a failed request. Every row carries a
-- client-made uuid, so "already stored" is "a row with this id is there".
--
-- The look-up runs as the function's owner (visitors may not read rows), and tells the sender
-- nothing: a new row and a stored one are both answered 201. Two tries of one row at the same
-- instant can both pass it; the later one then still meets 23505, which the client treats as
-- stored. PostgreSQL runs a table's row triggers in the order of their names: these sort after
-- the flood guards' `*_rows_per_request` (20261124180000), so a skipped row still counts against
-- its sender.

create function api_guard.skip_stored_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored boolean;
begin
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

do $migration$
declare
  record_table text;
begin
  foreach record_table in array array['leads', 'personalized_guides', 'consultations', 'template_downloads', 'demo_requests', 'bot_generations', 'user_interactions'] loop
    execute format(
      'create trigger %1$s_skip_stored_row before insert on public.%1$I for each row execute function api_guard.skip_stored_row()',
      record_table
    );
  end loop;
end
$migration$;
