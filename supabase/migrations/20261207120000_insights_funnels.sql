-- What converts, at a glance (issue 56): the funnel of every page, campaign/source and device
-- type over a period, the requests of each day and the pages visitors leave from, for staff
-- only. Every definition is written once, here; `pnpm insights` (scripts/insights/) draws them.
--
-- Definitions, over a period [since, until):
-- - A visitor is a session (`session_id`) with a page view in the period. Its events are its
--   interactions stamped in the period (the tracker's `timestamp`).
-- - A request is what the sales inbox hears of as one e-mail (`lead_notifications`, one entry per
--   visitor request: a form's record and its lead are one request), made in the period.
-- - Steps, each counting the visitors who reached it or a later one, so the funnel narrows:
--   engaged: scrolled half a page (`scroll_percent` >= 50), opened a demo chat (`chat_action`
--     open) or pressed a call to action (`insights.is_call_to_action`);
--   started a form: opened one (`insights.opens_a_form`: the template-download dialog, the demo
--     or custom-template prompts) or sent one (`form_submit`);
--   requested: made a request.
-- - Conversion rate: visitors who requested / visitors. Minutes to request: from the visit's
--   first page view in the period to its first request (0 when the device's clock put the view
--   after it).
-- - Per page (the path, without origin, query or trailing slash; a result page's company folded
--   into `*`): the visitors who viewed it, and their steps taken on it. A request belongs to the
--   page the visitor last viewed before making it (by the device's clock; its first page view
--   when every view is stamped later).
-- - Per campaign and source: where the visit came from, as `pnpm leads` and the sales e-mail say
--   it (`shared-data/src/staff/request-origin.ts`): the touch the visit's records carry (this
--   visit, else the first touch), else the one its first page view shows (UTM fields of its
--   address, its referrer). Source: utm_source[/utm_medium], else the referrer's host, else
--   `direct`; campaign: utm_campaign, else ''.
-- - Per device type: the device of the visit's first page view.
-- - Leaving: the page of a visit's last page view in the period.
-- Requests whose session has no page view in the period (Global Privacy Control, pages before
-- the attribution work) count in the totals and per day, not in a funnel.
--
-- Access: the API functions are executable by service_role alone; their building blocks live in
-- the schema `insights`, which the Data API does not expose and only service_role may use.
-- Functions are `security invoker`: they read the tables with the caller's rights.

create schema insights;
comment on schema insights is 'Staff only: the building blocks of the insights_* API functions (issue 56).';
revoke all on schema insights from public;
grant usage on schema insights to service_role;

-- ---------------------------------------------------------------------------------------------
-- Reading what the tracker recorded.
-- ---------------------------------------------------------------------------------------------

-- The page an address is: `https://site/healthcare/?x#y` is `/healthcare`. Result pages carry the
-- visitor's company in their address: `/salesiq-guide/healthcare/acme` is `/salesiq-guide/healthcare/*`.
create function insights.page_path(page_url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
      when path ~ '^/(salesiq-guide|generate-bot-script)/[^/]+/.' then regexp_replace(path, '^(/[^/]+/[^/]+)/.*$', '\1/*')
      else path
    end
  from (
    select coalesce(
      nullif(regexp_replace(regexp_replace(regexp_replace(page_url, '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*', ''), '[?#].*$', ''), '(.)/+$', '\1'), ''),
      '/'
    ) as path
  ) as address;
$$;

-- Percent-decoding as a browser's URLSearchParams does it (`+` is a space); text that does not
-- decode to UTF-8 is kept as written.
create function insights.url_decode(encoded text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  return convert_from(
    coalesce(
      (
        select string_agg(
          case when piece[1] ~ '^%[0-9A-Fa-f]{2}$' then decode(substr(piece[1], 2), 'hex') else convert_to(piece[1], 'UTF8') end,
          ''::bytea
          order by position
        )
        from regexp_matches(replace(encoded, '+', ' '), '%[0-9A-Fa-f]{2}|[^%]+|%', 'g') with ordinality as match (piece, position)
      ),
      ''::bytea
    ),
    'UTF8'
  );
exception
  when character_not_in_repertoire or untranslatable_character then
    return encoded;
end;
$$;

-- The first value of a query field of an address, decoded, on one line; null when absent or blank.
create function insights.query_value(page_url text, field text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(
    btrim(regexp_replace(
      insights.url_decode(substring(substring(page_url from '\?[^#]*') from '[?&]' || field || '=([^&]*)')),
      '[[:cntrl:]\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g'
    )),
    ''
  );
$$;

-- The touch (attribution keys) a visit's first page view shows: its address's UTM fields and its referrer.
create function insights.arrival_touch(page_url text, referrer text)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'utm_source', insights.query_value(page_url, 'utm_source'),
    'utm_medium', insights.query_value(page_url, 'utm_medium'),
    'utm_campaign', insights.query_value(page_url, 'utm_campaign'),
    'referrer', nullif(referrer, '')
  ));
$$;

-- utm_source[/utm_medium], else the referrer's host (the text as recorded when it is no address), else direct.
create function insights.touch_source(touch jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(touch ->> 'utm_source', '') <> '' then
      (touch ->> 'utm_source') || case when coalesce(touch ->> 'utm_medium', '') <> '' then '/' || (touch ->> 'utm_medium') else '' end
    when coalesce(touch ->> 'referrer', '') <> '' then
      coalesce(lower(substring(touch ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]+)')), touch ->> 'referrer')
    else 'direct'
  end;
$$;

-- A press on a call to action: a button or link whose label asks for something (Download ...,
-- Request ... Demo, See ... in Action, Try Our ... Bot Now!, Get ..., Book ..., Generate ..., Start ...).
create function insights.is_call_to_action(label text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(label ~* '^\s*(download|request|see|try|get|book|generate|start)\M', false);
$$;

-- A press that opens a form: the template-download dialog of an industry page, the demo-request
-- prompts (Request ... Demo, See ... Bot in Action), the home page's custom-template and demo-booking prompts.
create function insights.opens_a_form(label text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    label ~* '^\s*(download templates?|download template (kit|guide)|request .+ demo|see .+ bot in action|request custom template|book a live demo)\s*$',
    false
  );
$$;

-- An event that engages: half a page scrolled, a demo chat opened, a call to action pressed.
create function insights.engages(interaction_type text, element_text text, interaction_data jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case interaction_type
    when 'scroll' then
      case when jsonb_typeof(interaction_data -> 'scroll_percent') = 'number' then (interaction_data ->> 'scroll_percent')::numeric >= 50 else false end
    when 'chat_interaction' then coalesce(interaction_data ->> 'chat_action' = 'open', false)
    when 'click' then insights.is_call_to_action(element_text)
    else false
  end;
$$;

-- An event that starts a form: a form sent, or a press that opens one.
create function insights.starts_a_form(interaction_type text, element_text text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select interaction_type = 'form_submit' or (interaction_type = 'click' and insights.opens_a_form(element_text));
$$;

-- Minutes from a visit's first page view to a request, to a tenth; 0 when the device's clock put
-- the view after the request; null without a request.
create function insights.minutes_between(first_view_at timestamptz, request_at timestamptz)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select round(greatest(extract(epoch from request_at - first_view_at), 0) / 60, 1) where request_at is not null;
$$;

-- ---------------------------------------------------------------------------------------------
-- Requests, visits and the pages of each visit.
-- ---------------------------------------------------------------------------------------------

create view insights.requests
with (security_invoker = true)
as
select entry.id, entry.session_id, entry.kind, entry.created_at
from public.lead_notifications as entry;

comment on view insights.requests is
  'One row per visitor request, as the sales inbox hears of it: a form''s record and its lead are one request (lead_notifications).';

-- One row per page a session took a step on in the period: whether it viewed the page then, when
-- first and last, whether it engaged or started a form there, and the requests it made there.
create function insights.visit_pages(since timestamptz, until timestamptz)
returns table (
  session_id text,
  page_path text,
  viewed boolean,
  first_view_at timestamptz,
  last_view_at timestamptz,
  engaged boolean,
  started_form boolean,
  requests bigint,
  first_request_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  with steps as (
    select
      event.session_id,
      insights.page_path(event.page_url) as page_path,
      bool_or(event.interaction_type = 'page_view') as viewed,
      min(event."timestamp") filter (where event.interaction_type = 'page_view') as first_view_at,
      max(event."timestamp") filter (where event.interaction_type = 'page_view') as last_view_at,
      bool_or(insights.engages(event.interaction_type, event.element_text, event.interaction_data)) as engages,
      bool_or(insights.starts_a_form(event.interaction_type, event.element_text)) as starts_form
    from public.user_interactions as event
    where event."timestamp" >= since and event."timestamp" < until
    group by 1, 2
  ),
  requests as (
    select request.session_id, made_on.page_path, count(*) as requests, min(request.created_at) as first_request_at
    from insights.requests as request
    cross join lateral (
      select insights.page_path(shown.page_url) as page_path
      from public.user_interactions as shown
      where shown.session_id = request.session_id
        and shown.interaction_type = 'page_view'
        and shown."timestamp" >= since and shown."timestamp" < until
      order by shown."timestamp" <= request.created_at desc,
        case when shown."timestamp" <= request.created_at then shown."timestamp" end desc,
        shown."timestamp", shown.id
      limit 1
    ) as made_on
    where request.created_at >= since and request.created_at < until and request.session_id is not null
    group by 1, 2
  )
  select
    steps.session_id,
    steps.page_path,
    steps.viewed,
    steps.first_view_at,
    steps.last_view_at,
    steps.engages or steps.starts_form or coalesce(requests.requests, 0) > 0 as engaged,
    steps.starts_form or coalesce(requests.requests, 0) > 0 as started_form,
    coalesce(requests.requests, 0) as requests,
    requests.first_request_at
  from steps
  left join requests on requests.session_id = steps.session_id and requests.page_path = steps.page_path;
$$;

-- One row per visitor of the period: its steps, requests, origin, device and the page it left from.
create function insights.visits(since timestamptz, until timestamptz)
returns table (
  session_id text,
  first_view_at timestamptz,
  exit_page text,
  device_type text,
  source text,
  campaign text,
  engaged boolean,
  started_form boolean,
  requested boolean,
  requests bigint,
  minutes_to_request numeric
)
language sql
stable
set search_path = ''
as $$
  with visit as (
    select
      page.session_id,
      min(page.first_view_at) as first_view_at,
      (array_agg(page.page_path order by page.last_view_at desc nulls last, page.page_path))[1] as exit_page,
      bool_or(page.engaged) as engaged,
      bool_or(page.started_form) as started_form,
      sum(page.requests)::bigint as requests,
      min(page.first_request_at) as first_request_at
    from insights.visit_pages(since, until) as page
    group by page.session_id
    having bool_or(page.viewed)
  )
  select
    visit.session_id,
    visit.first_view_at,
    visit.exit_page,
    first_view.device_type,
    insights.touch_source(origin.touch),
    coalesce(origin.touch ->> 'utm_campaign', ''),
    visit.engaged,
    visit.started_form,
    visit.requests > 0,
    visit.requests,
    insights.minutes_between(visit.first_view_at, visit.first_request_at)
  from visit
  cross join lateral (
    select shown.page_url, shown.referrer, shown.device_type
    from public.user_interactions as shown
    where shown.session_id = visit.session_id and shown.interaction_type = 'page_view' and shown."timestamp" = visit.first_view_at
    order by shown.created_at, shown.id
    limit 1
  ) as first_view
  left join lateral (
    select coalesce(nullif(stored.attribution -> 'this_visit', '{}'), nullif(stored.attribution -> 'first_touch', '{}')) as touch
    from (
      select record.attribution, record.created_at, record.id from public.leads as record where record.session_id = visit.session_id
      union all
      select record.attribution, record.created_at, record.id from public.template_downloads as record where record.session_id = visit.session_id
      union all
      select record.attribution, record.created_at, record.id from public.demo_requests as record where record.session_id = visit.session_id
      union all
      select record.attribution, record.created_at, record.id from public.bot_generations as record where record.session_id = visit.session_id
      union all
      select record.attribution, record.created_at, record.id from public.consultations as record where record.session_id = visit.session_id
      union all
      select record.attribution, record.created_at, record.id from public.personalized_guides as record where record.session_id = visit.session_id
    ) as stored
    where stored.attribution ?| array['this_visit', 'first_touch']
    order by stored.created_at, stored.id
    limit 1
  ) as recorded on true
  cross join lateral (
    select coalesce(recorded.touch, insights.arrival_touch(first_view.page_url, first_view.referrer)) as touch
  ) as origin;
$$;

-- ---------------------------------------------------------------------------------------------
-- The API: service_role only.
-- ---------------------------------------------------------------------------------------------

-- The funnel of the period: `dimension` 'all' (one row, the whole site), 'page' (`page_path`),
-- 'source' (`source` and `campaign`) and 'device' (`device_type`); the other key columns are null.
create function public.insights_funnels(since timestamptz default now() - interval '7 days', until timestamptz default now())
returns table (
  dimension text,
  page_path text,
  source text,
  campaign text,
  device_type text,
  visitors bigint,
  engaged bigint,
  started_form bigint,
  requested bigint,
  requests bigint,
  conversion_rate numeric,
  median_minutes_to_request numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  with visit as materialized (
    select * from insights.visits(since, until)
  ),
  member as (
    select 'all' as dimension, null::text as page_path, null::text as source, null::text as campaign, null::text as device_type,
      visit.engaged, visit.started_form, visit.requests, visit.minutes_to_request
    from visit
    union all
    select 'source', null, visit.source, visit.campaign, null, visit.engaged, visit.started_form, visit.requests, visit.minutes_to_request
    from visit
    union all
    select 'device', null, null, null, visit.device_type, visit.engaged, visit.started_form, visit.requests, visit.minutes_to_request
    from visit
    union all
    select 'page', page.page_path, null, null, null, page.engaged, page.started_form, page.requests,
      insights.minutes_between(visit.first_view_at, page.first_request_at)
    from insights.visit_pages(since, until) as page
    join visit on visit.session_id = page.session_id
    where page.viewed
  )
  select
    member.dimension,
    member.page_path,
    member.source,
    member.campaign,
    member.device_type,
    count(*),
    count(*) filter (where member.engaged),
    count(*) filter (where member.started_form),
    count(*) filter (where member.requests > 0),
    sum(member.requests)::bigint,
    round(count(*) filter (where member.requests > 0)::numeric / count(*), 4),
    round((percentile_cont(0.5) within group (order by member.minutes_to_request))::numeric, 1)
  from member
  group by member.dimension, member.page_path, member.source, member.campaign, member.device_type;
$$;

comment on function public.insights_funnels(timestamptz, timestamptz) is
  'Staff only: visitors, engaged, started a form, requested, conversion rate and median minutes to request, for the site, per page, per source and campaign and per device type (issue 56).';

-- The pages visitors of the period left from: the page of each visit's last page view, how many
-- visitors viewed it, and the share of them who left from it.
create function public.insights_exit_pages(since timestamptz default now() - interval '7 days', until timestamptz default now())
returns table (page_path text, exits bigint, visitors bigint, exit_rate numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with visit as materialized (
    select * from insights.visits(since, until)
  ),
  viewers as (
    select page.page_path, count(*) as visitors
    from insights.visit_pages(since, until) as page
    where page.viewed
    group by 1
  )
  select viewers.page_path, count(visit.session_id), viewers.visitors, round(count(visit.session_id)::numeric / viewers.visitors, 4)
  from viewers
  join visit on visit.exit_page = viewers.page_path
  group by viewers.page_path, viewers.visitors;
$$;

comment on function public.insights_exit_pages(timestamptz, timestamptz) is
  'Staff only: per page, the visitors of the period whose last page view it was, of those who viewed it (issue 56).';

-- Each day of the period in `time_zone`, days without any included: visitors (sessions with a
-- page view that day) and requests made that day, those without a recorded visit included.
create function public.insights_by_day(
  since timestamptz default now() - interval '7 days',
  until timestamptz default now(),
  time_zone text default 'UTC'
)
returns table (day date, visitors bigint, requests bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with days as (
    select generate_series(
      (since at time zone time_zone)::date,
      ((until - interval '1 microsecond') at time zone time_zone)::date,
      interval '1 day'
    )::date as day
    where since < until
  ),
  visitors as (
    select (shown."timestamp" at time zone time_zone)::date as day, count(distinct shown.session_id) as visitors
    from public.user_interactions as shown
    where shown.interaction_type = 'page_view' and shown."timestamp" >= since and shown."timestamp" < until
    group by 1
  ),
  requests as (
    select (request.created_at at time zone time_zone)::date as day, count(*) as requests
    from insights.requests as request
    where request.created_at >= since and request.created_at < until
    group by 1
  )
  select days.day, coalesce(visitors.visitors, 0), coalesce(requests.requests, 0)
  from days
  left join visitors on visitors.day = days.day
  left join requests on requests.day = days.day;
$$;

comment on function public.insights_by_day(timestamptz, timestamptz, text) is
  'Staff only: per day of the period in the given time zone, visitors and requests (issue 56).';

-- Requests of the period, and those of them whose session has no page view in it (no funnel counts them).
create function public.insights_request_count(since timestamptz default now() - interval '7 days', until timestamptz default now())
returns table (requests bigint, without_visit bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*),
    count(*) filter (
      where request.session_id is null or not exists (
        select from public.user_interactions as shown
        where shown.session_id = request.session_id
          and shown.interaction_type = 'page_view'
          and shown."timestamp" >= since and shown."timestamp" < until
      )
    )
  from insights.requests as request
  where request.created_at >= since and request.created_at < until;
$$;

comment on function public.insights_request_count(timestamptz, timestamptz) is
  'Staff only: requests made in the period, and how many of them no funnel counts (no page view of their session in it) (issue 56).';

-- ---------------------------------------------------------------------------------------------
-- Grants. PostgreSQL lets PUBLIC execute every new function, and hosted Supabase grants new
-- functions of `public` to the API roles: both are taken back.
-- ---------------------------------------------------------------------------------------------
revoke all on function insights.page_path(text) from public;
revoke all on function insights.url_decode(text) from public;
revoke all on function insights.query_value(text, text) from public;
revoke all on function insights.arrival_touch(text, text) from public;
revoke all on function insights.touch_source(jsonb) from public;
revoke all on function insights.is_call_to_action(text) from public;
revoke all on function insights.opens_a_form(text) from public;
revoke all on function insights.engages(text, text, jsonb) from public;
revoke all on function insights.starts_a_form(text, text) from public;
revoke all on function insights.minutes_between(timestamptz, timestamptz) from public;
revoke all on function insights.visit_pages(timestamptz, timestamptz) from public;
revoke all on function insights.visits(timestamptz, timestamptz) from public;
revoke all on table insights.requests from public;

grant execute on all functions in schema insights to service_role;
grant select on table insights.requests to service_role;

revoke all on function public.insights_funnels(timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.insights_exit_pages(timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.insights_by_day(timestamptz, timestamptz, text) from public, anon, authenticated;
revoke all on function public.insights_request_count(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.insights_funnels(timestamptz, timestamptz) to service_role;
grant execute on function public.insights_exit_pages(timestamptz, timestamptz) to service_role;
grant execute on function public.insights_by_day(timestamptz, timestamptz, text) to service_role;
grant execute on function public.insights_request_count(timestamptz, timestamptz) to service_role;
