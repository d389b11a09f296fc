-- Spam protection in the database (Supabase's `db_pre_request` pattern).
--
-- 1. Inserts per client address per window: PostgREST calls api_guard.check_request_rate()
--    before every request. For a visitor's POST (roles anon and authenticated) it counts one
--    insert request for the client address and answers HTTP 429 (sqlstate PT429) above the limit.
--    The count sits in the request's own transaction, so only admitted requests that commit use
--    the allowance: a 429 or a refused row (400) leaves it unchanged.
-- 2. Rows per insert request: a statement trigger refuses a visitor insert of more rows than
--    the limit (HTTP 413, sqlstate PT413), so the per-request limit cannot be dodged with one
--    huge batch. The site sends one row per record and at most 20 tracking rows per request.
--
-- Limits live in api_guard.rate_limit_settings (one row) so operators and tests change them with
-- an UPDATE, no deploy. Defaults: 300 insert requests per 60 s per address (a busy visitor sends
-- about 12 tracking batches and a few records a minute; 300 leaves room for an office behind one
-- address and for the e2e suites, which all come from 127.0.0.1), and 50 rows per request.
--
-- The client address: `cf-connecting-ip` when present (hosted Supabase sits behind Cloudflare,
-- which sets it and overwrites any value a client sends), otherwise the first entry of
-- `x-forwarded-for` (the local gateway sets it from the socket; see supabase/scripts/gateway.mjs).
-- Counters keep the address for an hour at most; older windows are deleted as new ones are made.
--
-- Deploys unchanged to hosted Supabase: the api_guard schema is not exposed by the Data API,
-- visitors may only execute the two guard functions, and the hook is switched on for the
-- authenticator role with a config reload, as Supabase documents for pre-request functions.

create schema if not exists api_guard;
comment on schema api_guard is 'Request guards of the Data API (rate limit); not exposed over REST.';
revoke all on schema api_guard from public;
grant usage on schema api_guard to anon, authenticated, service_role;

create table api_guard.rate_limit_settings (
  id boolean primary key default true,
  max_inserts_per_window integer not null default 300,
  window_seconds integer not null default 60,
  max_rows_per_insert integer not null default 50,
  updated_at timestamptz not null default now(),
  constraint rate_limit_settings_single_row check (id),
  constraint rate_limit_settings_max_inserts_positive check (max_inserts_per_window > 0),
  constraint rate_limit_settings_window_range check (window_seconds between 1 and 3600),
  constraint rate_limit_settings_max_rows_positive check (max_rows_per_insert > 0)
);

comment on table api_guard.rate_limit_settings is
  'One row: visitor insert requests allowed per client address per window, and rows per request.';

insert into api_guard.rate_limit_settings default values;

create table api_guard.insert_counts (
  client_address text not null,
  window_start timestamptz not null,
  inserts integer not null,
  primary key (client_address, window_start)
);

comment on table api_guard.insert_counts is
  'Admitted visitor insert requests per client address and window (kept for an hour).';

create index insert_counts_window_start_idx on api_guard.insert_counts (window_start);

-- Only the guard functions (owned by the migration role) touch these tables.
alter table api_guard.rate_limit_settings enable row level security;
alter table api_guard.insert_counts enable row level security;
revoke all on table api_guard.rate_limit_settings, api_guard.insert_counts from public, anon, authenticated;
grant select, update on table api_guard.rate_limit_settings to service_role;
grant select on table api_guard.insert_counts to service_role;
create policy rate_limit_settings_staff on api_guard.rate_limit_settings
  for all to service_role using (true) with check (true);
create policy insert_counts_staff_read on api_guard.insert_counts
  for select to service_role using (true);

-- ---------------------------------------------------------------------------------------------
-- The client address of the current API request (at most 64 characters; 'unknown' without one).
-- ---------------------------------------------------------------------------------------------
create function api_guard.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with headers as (
    select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h
  )
  select coalesce(
    nullif(left(btrim(h ->> 'cf-connecting-ip'), 64), ''),
    nullif(left(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), 64), ''),
    'unknown'
  )
  from headers
$$;

-- ---------------------------------------------------------------------------------------------
-- Counts one insert request for `address` and refuses it above the limit. Security definer: it
-- writes the counters, which visitors cannot reach.
-- ---------------------------------------------------------------------------------------------
create function api_guard.count_insert_request(address text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings api_guard.rate_limit_settings;
  current_window timestamptz;
  used integer;
begin
  select * into settings from api_guard.rate_limit_settings where id;
  if not found then
    return;
  end if;
  current_window := to_timestamp(
    floor(extract(epoch from now()) / settings.window_seconds) * settings.window_seconds
  );

  insert into api_guard.insert_counts as counts (client_address, window_start, inserts)
  values (address, current_window, 1)
  on conflict (client_address, window_start) do update set inserts = counts.inserts + 1
  returning counts.inserts into used;

  if used > settings.max_inserts_per_window then
    raise sqlstate 'PT429' using
      message = format(
        'Too many requests: at most %s inserts per %s seconds from one address',
        settings.max_inserts_per_window,
        settings.window_seconds
      ),
      detail = format('Client address %s reached the limit of this window.', address),
      hint = 'Wait for the next window and send again.';
  end if;

  -- Windows older than an hour are no longer needed; about one request in a hundred tidies up.
  if random() < 0.01 then
    delete from api_guard.insert_counts where window_start < now() - interval '1 hour';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The pre-request hook. Security invoker, so current_user is the request's API role.
-- ---------------------------------------------------------------------------------------------
create function api_guard.check_request_rate()
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
  perform api_guard.count_insert_request(api_guard.client_address());
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Rows per visitor insert request (statement trigger over the inserted rows).
-- ---------------------------------------------------------------------------------------------
create function api_guard.max_rows_per_insert()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select max_rows_per_insert from api_guard.rate_limit_settings where id
$$;

create function api_guard.limit_rows_per_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  allowed integer;
  inserted_rows bigint;
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  allowed := api_guard.max_rows_per_insert();
  select count(*) into inserted_rows from inserted;
  if allowed is not null and inserted_rows > allowed then
    raise sqlstate 'PT413' using
      message = format('Too many rows: at most %s rows per insert into %s', allowed, tg_table_name),
      detail = format('The request held %s rows.', inserted_rows),
      hint = 'Send the rows in smaller batches.';
  end if;
  return null;
end;
$$;

create trigger leads_rows_per_insert after insert on public.leads
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();
create trigger personalized_guides_rows_per_insert after insert on public.personalized_guides
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();
create trigger consultations_rows_per_insert after insert on public.consultations
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();
create trigger template_downloads_rows_per_insert after insert on public.template_downloads
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();
create trigger demo_requests_rows_per_insert after insert on public.demo_requests
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();
create trigger bot_generations_rows_per_insert after insert on public.bot_generations
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();
create trigger user_interactions_rows_per_insert after insert on public.user_interactions
  referencing new table as inserted for each statement execute function api_guard.limit_rows_per_insert();

revoke all on function
  api_guard.client_address(),
  api_guard.count_insert_request(text),
  api_guard.check_request_rate(),
  api_guard.max_rows_per_insert(),
  api_guard.limit_rows_per_insert()
from public;
grant execute on function
  api_guard.client_address(),
  api_guard.count_insert_request(text),
  api_guard.check_request_rate(),
  api_guard.max_rows_per_insert()
to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Switch the hook on. PostgREST reads `pgrst.*` settings of its login role (in-database
-- configuration) at start and on `reload config`; the local stack also passes db-pre-request.
-- ---------------------------------------------------------------------------------------------
alter role authenticator set pgrst.db_pre_request = 'api_guard.check_request_rate';
notify pgrst, 'reload config';
