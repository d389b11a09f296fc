-- The rate limit counts per network, exactly, whatever else is sending (issue 54).
--
-- 1. Per network: an IPv4 address is its own network; an IPv6 address counts for its /64, the
--    block one host (or one customer line) rotates freely inside. IPv4-mapped IPv6 addresses
--    count as their IPv4 address.
-- 2. The address is the one Supabase's edge sets, `cf-connecting-ip` (Cloudflare overwrites any
--    value a client sends). `x-forwarded-for` is no longer read: its first entry is written by the
--    client. With a proxy of your own in front, set `proxy_address_header` to the header that
--    proxy sets (overwriting any client value) and `proxy_addresses` to the proxy's own
--    addresses: only a request whose `cf-connecting-ip` is one of them is counted by that header
--    (its last entry, the one the proxy wrote), so a client going round the proxy cannot use it.
-- 3. An exact count. The count-min sketch of 20261124180000 (two of 1,024 sequences per address,
--    refused requests counted too) inflated every address by about (all requests in the window)
--    / 512, so a flood from many addresses refused every honest visitor. Now each network owns a
--    slot of its own for the window: 4,096 sequences form an open-addressing hash table (linear
--    probing, at most 32 slots tried) whose value is `window tag (20 bits) | fingerprint of the
--    network (24 bits) | requests (19 bits)`. A network only ever advances its own slot, so
--    nobody else's traffic counts against it; a slot of an earlier window is free. Sequences
--    still, because nextval/setval survive the rollback of a refused request (400, 413, 429),
--    so refused requests keep counting; requests refused for the limit are no longer counted
--    (the network is over it already). The hash is seeded with a secret of this database, so
--    nobody can pick networks that crowd a given network's slots.
--    Limits of the scheme: two requests of one network claiming a free slot at the same instant
--    may lose a count; a network whose 32 slots are all taken this window (over about 3,500
--    networks sending at once) gets 429 until the window ends (the outbox keeps its records and
--    retries); two networks share a count only if they share a fingerprint and slots (odds about
--    one in 16 million per pair). Forgetting every count is one update (a new generation of
--    tags), not 4,096 sequence writes.
-- 4. The 429's body carries the wait as well as `Retry-After`: `details` is
--    `{"retry_after_seconds": N}`. Browsers cannot read `Retry-After` from hosted Supabase (its
--    CORS answer does not expose it); they can read the body.
-- 5. A probe: an insert request sent with `x-api-guard-probe: over-limit` is answered as over the
--    limit (429, nothing counted, nothing stored), so `pnpm supabase:verify` can show the hook
--    runs on a deployed project without flooding it. A client can only refuse itself with it.

alter table api_guard.rate_limit_settings
  add column proxy_address_header text,
  add column proxy_addresses cidr[] not null default '{}',
  add column hash_seed bigint not null default (random() * 9.2e18)::bigint,
  add column counts_generation bigint not null default 0,
  add constraint rate_limit_settings_proxy_header_shape
    check (proxy_address_header ~ '^[a-z0-9-]{1,64}$'),
  add constraint rate_limit_settings_max_inserts_range check (max_inserts_per_window <= 100000);

comment on column api_guard.rate_limit_settings.proxy_address_header is
  'Header (lower case) carrying the client address when the request comes from proxy_addresses; null: cf-connecting-ip only.';
comment on column api_guard.rate_limit_settings.hash_seed is
  'Secret seed of the network hash (read by the service role only).';
comment on column api_guard.rate_limit_settings.counts_generation is
  'Raised by api_guard.forget_request_counts(): every slot of an earlier generation is free.';

-- ---------------------------------------------------------------------------------------------
-- The address and its network.
-- ---------------------------------------------------------------------------------------------
create function api_guard.as_inet(value text)
returns inet
language plpgsql
immutable
set search_path = ''
as $$
begin
  return btrim(value)::inet;
exception when others then
  return null;
end;
$$;

create or replace function api_guard.client_address()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers json := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json;
  edge text := nullif(left(btrim(headers ->> 'cf-connecting-ip'), 64), '');
  settings api_guard.rate_limit_settings;
  forwarded text;
begin
  select * into settings from api_guard.rate_limit_settings where id;
  if settings.proxy_address_header is not null
    and api_guard.as_inet(edge) <<= any (settings.proxy_addresses) then
    forwarded := nullif(left(btrim(reverse(split_part(reverse(
      headers ->> settings.proxy_address_header), ',', 1))), 64), '');
    return coalesce(forwarded, edge);
  end if;
  return coalesce(edge, 'unknown');
end;
$$;

create function api_guard.client_network(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet := api_guard.as_inet(address);
begin
  if parsed is null then
    return left(address, 64);
  end if;
  if family(parsed) = 6 and parsed <<= '::ffff:0:0/96'::inet then
    parsed := api_guard.as_inet(substring(host(parsed) from '[0-9.]+$'));
  end if;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  return network(set_masklen(parsed, 64))::text;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The slots.
-- ---------------------------------------------------------------------------------------------
drop function api_guard.count_request(text);
drop function api_guard.requests_in_window(text);
drop function api_guard.forget_request_counts();
drop function api_guard.count_in_bucket(regclass, bigint);
drop function api_guard.request_buckets(text);

do $$
begin
  for bucket in 0..1023 loop
    execute format('drop sequence api_guard.request_bucket_%s', bucket);
  end loop;
  for slot in 0..4095 loop
    execute format('create sequence api_guard.network_slot_%s as bigint minvalue 0 start 0', slot);
  end loop;
end;
$$;

-- The 20-bit tag slot values carry: a hash of the window and the generation of counts, so a
-- slot of an earlier window or generation is free (it matches by chance one time in a million,
-- and then still only counts for a network of the same fingerprint).
create function api_guard.window_tag(settings api_guard.rate_limit_settings)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select hashint8extended(
    floor(extract(epoch from clock_timestamp()) / settings.window_seconds)::bigint,
    settings.counts_generation
  ) & 1048575
$$;

-- The slot `network` holds in the window tagged `tag`, or the free slot it would take (`value`
-- null then); no slot when all 32 it may use hold other networks.
create function api_guard.find_slot(
  network text, tag bigint, seed bigint, out slot regclass, out value bigint, out fingerprint bigint
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  hash bigint := hashtextextended(network, seed);
  home integer := (hash & 4095)::integer;
  found_value bigint;
begin
  fingerprint := (hash >> 12) & 16777215;
  for probe in 0..31 loop
    slot := format('api_guard.network_slot_%s', (home + probe) & 4095)::regclass;
    found_value := pg_sequence_last_value(slot);
    if found_value is null or found_value >> 43 <> tag then
      value := null;
      return;
    end if;
    if (found_value >> 19) & 16777215 = fingerprint then
      value := found_value;
      return;
    end if;
  end loop;
  slot := null;
  value := null;
end;
$$;

-- Answers 429 with the wait in `Retry-After` and in the body (`details`).
create function api_guard.refuse_request(message text, retry_after integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'PT429',
      'message', message,
      'details', jsonb_build_object('retry_after_seconds', retry_after)::text,
      'hint', format('Send again in %s seconds.', retry_after)
    )::text,
    detail = json_build_object(
      'status', 429,
      'headers', json_build_object('Retry-After', retry_after::text)
    )::text;
end;
$$;

-- Seconds to the end of the current window.
create function api_guard.seconds_to_next_window()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  select greatest(1, ceil(window_seconds - mod(extract(epoch from clock_timestamp())::numeric, window_seconds))::integer)
  from api_guard.rate_limit_settings
  where id
$$;

-- Counts one request for `network` and refuses it above the limit. Security definer: it
-- advances the slots, which visitors cannot reach.
create function api_guard.count_request(network text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings api_guard.rate_limit_settings;
  tag bigint;
  claim record;
  used bigint;
begin
  select * into settings from api_guard.rate_limit_settings where id;
  if not found then
    return;
  end if;
  tag := api_guard.window_tag(settings);
  select * into claim from api_guard.find_slot(network, tag, settings.hash_seed);
  if claim.slot is null then
    perform api_guard.refuse_request(
      'Too many networks are sending at once; this one has no counter left in this window',
      api_guard.seconds_to_next_window()
    );
  end if;
  if claim.value is null then
    perform setval(claim.slot, (tag << 43) | (claim.fingerprint << 19) | 1);
    used := 1;
  elsif claim.value & 524287 > settings.max_inserts_per_window then
    used := claim.value & 524287;
  else
    used := nextval(claim.slot) & 524287;
  end if;
  if used > settings.max_inserts_per_window then
    perform api_guard.refuse_request(
      format('Too many requests: at most %s inserts per %s seconds from one network',
        settings.max_inserts_per_window, settings.window_seconds),
      api_guard.seconds_to_next_window()
    );
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
  if coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-api-guard-probe' = 'over-limit' then
    perform api_guard.refuse_request(
      'Too many requests: the rate-limit probe asked to be refused',
      api_guard.seconds_to_next_window()
    );
  end if;
  perform api_guard.count_request(api_guard.client_network(api_guard.client_address()));
end;
$$;

-- What an operator (or a test) reads: the requests counted for an address's network this window.
create function api_guard.requests_in_window(address text)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select coalesce(claimed.value & 524287, 0)
  from api_guard.rate_limit_settings as settings,
    api_guard.find_slot(api_guard.client_network(address), api_guard.window_tag(settings), settings.hash_seed) as claimed
  where settings.id
$$;

-- Forgets every count (an operator lifting a block, or a test starting afresh).
create function api_guard.forget_request_counts()
returns void
language sql
security definer
set search_path = ''
as $$
  update api_guard.rate_limit_settings set counts_generation = counts_generation + 1 where id
$$;

revoke all on function
  api_guard.as_inet(text),
  api_guard.client_network(text),
  api_guard.window_tag(api_guard.rate_limit_settings),
  api_guard.find_slot(text, bigint, bigint),
  api_guard.refuse_request(text, integer),
  api_guard.seconds_to_next_window(),
  api_guard.count_request(text),
  api_guard.requests_in_window(text),
  api_guard.forget_request_counts()
from public;
grant execute on function
  api_guard.as_inet(text),
  api_guard.client_network(text),
  api_guard.refuse_request(text, integer),
  api_guard.seconds_to_next_window(),
  api_guard.count_request(text)
to anon, authenticated, service_role;
grant execute on function api_guard.requests_in_window(text), api_guard.forget_request_counts()
  to service_role;
