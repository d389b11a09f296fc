-- Flooding the API must cost the sender, not the database (issue 20).
--
-- 1. Every visitor request counts, refused ones too. The counter of 20261122080000 sat in the
--    request's own transaction, so a request refused later (a check constraint's 400, too many
--    rows' 413) rolled its own count back: 600 invalid posts in one window were free. Sequences
--    are the one kind of database state a rollback does not undo (nextval/setval are never
--    rolled back), so the count now lives in them: no dblink, no extension, nothing beyond plain
--    PostgreSQL, hence it holds on hosted Supabase as it does locally. A sequence per address
--    cannot be made on the fly (CREATE SEQUENCE is rolled back too), so addresses are hashed
--    into 1024 sequences, twice with two different hashes, and an address's count is the smaller
--    of its two buckets (a count-min sketch): another address shares both buckets with odds of
--    about one in a million, and then only ever makes the count higher, never lower. A bucket's
--    value is `window number * 2^32 + requests`; the first request of a new window restarts it.
--    Two requests crossing a window boundary at the same instant may lose one count between them.
-- 2. Above the limit the answer is HTTP 429 with `Retry-After` (seconds to the next window),
--    raised with PostgREST's `PGRST` error, which carries the status and headers.
-- 3. Rows per request: one for the record tables (the site sends one record per request) and
--    20 for user_interactions (the tracker's batch). A row trigger counts the rows of the
--    request and refuses the first row over the limit (HTTP 413, PT413), so a huge batch is
--    stopped at its 2nd or 21st row, before the rest is checked, inserted and indexed; the
--    statement trigger it replaces only ran after every row was in.

-- ---------------------------------------------------------------------------------------------
-- Settings: rows per request by kind of table.
-- ---------------------------------------------------------------------------------------------
alter table api_guard.rate_limit_settings rename column max_rows_per_insert to max_rows_per_tracking_insert;
alter table api_guard.rate_limit_settings rename constraint rate_limit_settings_max_rows_positive
  to rate_limit_settings_max_tracking_rows_positive;
alter table api_guard.rate_limit_settings alter column max_rows_per_tracking_insert set default 20;
alter table api_guard.rate_limit_settings
  add column max_rows_per_record_insert integer not null default 1,
  add constraint rate_limit_settings_max_record_rows_positive check (max_rows_per_record_insert > 0);
update api_guard.rate_limit_settings set max_rows_per_tracking_insert = 20, updated_at = now();

comment on table api_guard.rate_limit_settings is
  'One row: visitor insert requests allowed per client address per window, and rows per request.';

-- ---------------------------------------------------------------------------------------------
-- The request counters.
-- ---------------------------------------------------------------------------------------------
drop function api_guard.count_insert_request(text);
drop table api_guard.insert_counts;

do $$
begin
  for bucket in 0..1023 loop
    execute format('create sequence api_guard.request_bucket_%s as bigint minvalue 0 start 0', bucket);
  end loop;
end;
$$;

-- The two buckets of an address.
create function api_guard.request_buckets(address text)
returns regclass[]
language sql
stable
set search_path = ''
as $$
  select array[
    format('api_guard.request_bucket_%s', hashtext(address) & 1023)::regclass,
    format('api_guard.request_bucket_%s', hashtext('second hash ' || address) & 1023)::regclass
  ]
$$;

-- Counts one request in `bucket` and returns the bucket's requests in the current window.
create function api_guard.count_in_bucket(bucket regclass, current_window bigint)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  window_base constant bigint := current_window * 4294967296;
  value bigint := nextval(bucket);
begin
  if value < window_base then
    -- The first request of this window in this bucket.
    perform setval(bucket, window_base + 1);
    return 1;
  end if;
  return value - window_base;
end;
$$;

-- Counts one request for `address` and refuses it above the limit. Security definer: it
-- advances the counters, which visitors cannot reach.
create function api_guard.count_request(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings api_guard.rate_limit_settings;
  now_seconds double precision := extract(epoch from clock_timestamp());
  current_window bigint;
  used bigint;
  retry_after integer;
begin
  select * into settings from api_guard.rate_limit_settings where id;
  if not found then
    return;
  end if;
  current_window := floor(now_seconds / settings.window_seconds)::bigint;
  select min(api_guard.count_in_bucket(bucket, current_window)) into used
  from unnest(api_guard.request_buckets(address)) as bucket;

  if used > settings.max_inserts_per_window then
    retry_after := greatest(1, ceil((current_window + 1) * settings.window_seconds - now_seconds)::integer);
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PT429',
        'message', format(
          'Too many requests: at most %s inserts per %s seconds from one address',
          settings.max_inserts_per_window,
          settings.window_seconds
        ),
        'details', format('Client address %s reached the limit of this window.', address),
        'hint', format('Send again in %s seconds.', retry_after)
      )::text,
      detail = json_build_object(
        'status', 429,
        'headers', json_build_object('Retry-After', retry_after::text)
      )::text;
  end if;
end;
$$;

-- The pre-request hook (same name, so the role setting of 20261122080000 stays as it is).
create or replace function api_guard.check_request_rate()
returns void
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('request.method', true) is distinct from 'POST' then
    return;
  end if;
  if current_user not in ('anon', 'authenticated') then
    return;
  end if;
  perform api_guard.count_request(api_guard.client_address());
end;
$$;

-- What an operator (or a test) reads: the requests counted for an address in this window.
create function api_guard.requests_in_window(address text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  with current_window as (
    select floor(extract(epoch from clock_timestamp()) / window_seconds)::bigint * 4294967296 as base
    from api_guard.rate_limit_settings
    where id
  )
  select coalesce(min(greatest(coalesce(pg_sequence_last_value(bucket), 0) - base, 0)), 0)
  from unnest(api_guard.request_buckets(address)) as bucket, current_window
$$;

-- Forgets every count (an operator lifting a block, or a test starting afresh).
create function api_guard.forget_request_counts()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  for bucket in 0..1023 loop
    perform setval(format('api_guard.request_bucket_%s', bucket)::regclass, 0, false);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Rows per visitor request, counted row by row in a transaction-local setting (PostgREST runs
-- each request as one statement in its own transaction, so the count starts at 0 every time).
-- ---------------------------------------------------------------------------------------------
drop trigger leads_rows_per_insert on public.leads;
drop trigger personalized_guides_rows_per_insert on public.personalized_guides;
drop trigger consultations_rows_per_insert on public.consultations;
drop trigger template_downloads_rows_per_insert on public.template_downloads;
drop trigger demo_requests_rows_per_insert on public.demo_requests;
drop trigger bot_generations_rows_per_insert on public.bot_generations;
drop trigger user_interactions_rows_per_insert on public.user_interactions;
drop function api_guard.limit_rows_per_insert();
drop function api_guard.max_rows_per_insert();

create function api_guard.max_rows_per_insert(kind text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case kind when 'tracking' then max_rows_per_tracking_insert else max_rows_per_record_insert end
  from api_guard.rate_limit_settings
  where id
$$;

create function api_guard.limit_rows_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  counter text;
  row_number integer;
  allowed integer;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  counter := 'api_guard.rows_into_' || tg_table_name;
  row_number := coalesce(nullif(current_setting(counter, true), ''), '0')::integer + 1;
  allowed := api_guard.max_rows_per_insert(tg_argv[0]);
  if allowed is not null and row_number > allowed then
    raise sqlstate 'PT413' using
      message = format(
        'Too many rows: at most %s %s per insert into %s',
        allowed,
        case allowed when 1 then 'row' else 'rows' end,
        tg_table_name
      ),
      detail = format('The request held more than %s rows.', allowed),
      hint = 'Send one record per request, tracking rows in batches of at most 20.';
  end if;
  perform set_config(counter, row_number::text, true);
  return new;
end;
$$;

create trigger leads_rows_per_request before insert on public.leads
  for each row execute function api_guard.limit_rows_per_request('record');
create trigger personalized_guides_rows_per_request before insert on public.personalized_guides
  for each row execute function api_guard.limit_rows_per_request('record');
create trigger consultations_rows_per_request before insert on public.consultations
  for each row execute function api_guard.limit_rows_per_request('record');
create trigger template_downloads_rows_per_request before insert on public.template_downloads
  for each row execute function api_guard.limit_rows_per_request('record');
create trigger demo_requests_rows_per_request before insert on public.demo_requests
  for each row execute function api_guard.limit_rows_per_request('record');
create trigger bot_generations_rows_per_request before insert on public.bot_generations
  for each row execute function api_guard.limit_rows_per_request('record');
create trigger user_interactions_rows_per_request before insert on public.user_interactions
  for each row execute function api_guard.limit_rows_per_request('tracking');

revoke all on function
  api_guard.request_buckets(text),
  api_guard.count_in_bucket(regclass, bigint),
  api_guard.count_request(text),
  api_guard.requests_in_window(text),
  api_guard.forget_request_counts(),
  api_guard.max_rows_per_insert(text),
  api_guard.limit_rows_per_request()
from public;
grant execute on function api_guard.count_request(text), api_guard.max_rows_per_insert(text)
  to anon, authenticated, service_role;
grant execute on function api_guard.requests_in_window(text), api_guard.forget_request_counts()
  to service_role;
