-- The sales team hears of every request (issue 55): a database outbox. A trigger on each record
-- table queues a notification in the same transaction as the record, so no request can be stored
-- without one; the notifier (`notifier/`) drains the queue through the data API with the service
-- role and sends one e-mail per entry.
--
-- One entry per visitor request. A form stores a lead and the record it was made with (template
-- download, guide, bot generation, consultation, demo request) as two inserts of one session, the
-- record first (the browser outbox sends them in order). The record opens the entry; its lead
-- joins that entry (the newest entry of the same session and kind that has
-- no lead yet) instead of opening another, whether or not it was sent meanwhile. A lead that comes
-- first opens the entry and its record joins it the same way. So a pair is one e-mail whatever the
-- order or the delay between the two; a lead alone (contact, custom template) and a demo booking
-- with no lead (the home page, decision 6) are one e-mail each. Pairing is serialised per session
-- with a transaction lock; `lead_id` and (`record_table`, `record_id`) are unique, so a record
-- belongs to one entry at most. Records without a session id (pages before issue 21) are not
-- paired. An entry is due 10 s after the request's first record, so its e-mail normally has the
-- lead too and the session's last steps (the tracker sends them every 2 s).
--
-- Sending: `claim_lead_notifications` takes due entries with `for update skip locked` and leases
-- them (two notifiers never hold one entry; a notifier killed mid-batch leaves leases that expire,
-- and the next claim takes those entries again); `mark_lead_notification_sent` ends an entry;
-- `release_lead_notification` puts it back with capped backoff (5 s doubling to 60 s), and marks
-- it for a person once it has been unsendable for 24 h (`needs_person_at`: no more claims; `pnpm
-- leads` shows it as not notified).
--
-- Visitors can neither read nor write the queue, nor call the functions: only service_role.

create table public.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  session_id text,
  kind text not null,
  lead_id uuid unique references public.leads (id) on delete cascade,
  record_table text,
  record_id uuid,
  due_at timestamptz not null default now(),
  attempts integer not null default 0,
  leased_until timestamptz,
  lease_token uuid,
  sent_at timestamptz,
  last_error text,
  needs_person_at timestamptz,
  constraint lead_notifications_announces_something check (lead_id is not null or record_id is not null),
  constraint lead_notifications_record_pair check ((record_table is null) = (record_id is null)),
  constraint lead_notifications_record_once unique (record_table, record_id)
);

comment on table public.lead_notifications is
  'Staff only: one e-mail to the sales inbox per visitor request, queued with the request''s records (issue 55).';

create index lead_notifications_due_idx on public.lead_notifications (due_at, id)
  where sent_at is null and needs_person_at is null;
create index lead_notifications_session_idx on public.lead_notifications (session_id, kind, created_at desc)
  where session_id is not null;

alter table public.lead_notifications enable row level security;
revoke all on table public.lead_notifications from public, anon, authenticated;
grant select, insert, update, delete on table public.lead_notifications to service_role;
create policy lead_notifications_staff on public.lead_notifications
  for all to service_role using (true) with check (true);

-- ---------------------------------------------------------------------------------------------
-- The trigger: runs as its owner (visitors may not touch the queue), after the row is stored
-- (a retried insert that `skip_stored_row` skipped queues nothing).
-- ---------------------------------------------------------------------------------------------
create function api_guard.queue_lead_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_lead constant boolean := tg_table_name = 'leads';
  settle constant interval := interval '10 seconds';
  row_data constant jsonb := pg_catalog.to_jsonb(new);
  request_kind text;
  partner uuid;
begin
  request_kind := case tg_table_name
    when 'leads' then row_data ->> 'lead_type'
    when 'personalized_guides' then 'guide_request'
    when 'consultations' then
      case row_data ->> 'consultation_type' when 'implementation_assistance' then 'implementation_request' else 'consultation_request' end
    when 'template_downloads' then 'template_download'
    when 'demo_requests' then 'demo_request'
    when 'bot_generations' then 'bot_generation'
  end;

  if new.session_id is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('lead_notifications:' || new.session_id, 0));
    if is_lead then
      select entry.id into partner
        from public.lead_notifications as entry
        where entry.session_id = new.session_id and entry.kind = request_kind and entry.lead_id is null
        order by entry.created_at desc, entry.id desc
        limit 1;
      if partner is not null then
        update public.lead_notifications set lead_id = new.id where id = partner;
        return null;
      end if;
    else
      select entry.id into partner
        from public.lead_notifications as entry
        where entry.session_id = new.session_id and entry.kind = request_kind and entry.record_id is null
        order by entry.created_at desc, entry.id desc
        limit 1;
      if partner is not null then
        update public.lead_notifications set record_table = tg_table_name, record_id = new.id where id = partner;
        return null;
      end if;
    end if;
  end if;

  insert into public.lead_notifications (session_id, kind, lead_id, record_table, record_id, due_at)
  values (
    new.session_id,
    request_kind,
    case when is_lead then new.id end,
    case when not is_lead then tg_table_name end,
    case when not is_lead then new.id end,
    now() + settle
  );
  return null;
end;
$$;

revoke all on function api_guard.queue_lead_notification() from public;

do $migration$
declare
  record_table text;
begin
  foreach record_table in array array['leads', 'personalized_guides', 'consultations', 'template_downloads', 'demo_requests', 'bot_generations'] loop
    execute format(
      'create trigger %1$s_queue_lead_notification after insert on public.%1$I for each row execute function api_guard.queue_lead_notification()',
      record_table
    );
  end loop;
end
$migration$;

-- ---------------------------------------------------------------------------------------------
-- The notifier's three calls (PostgREST RPC, service role only). Each claimed entry comes with
-- what its e-mail needs: the lead and the record as stored, the attribution, and the session's
-- journey as `lead_journeys` counts it (page views; seconds from the first one to the request).
-- ---------------------------------------------------------------------------------------------
create function public.claim_lead_notifications(max_entries integer default 10, lease_seconds integer default 120)
returns setof jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  with due as (
    select entry.id
    from public.lead_notifications as entry
    where entry.sent_at is null
      and entry.needs_person_at is null
      and entry.due_at <= now()
      and (entry.leased_until is null or entry.leased_until <= now())
    order by entry.due_at, entry.id
    limit greatest(max_entries, 0)
    for update skip locked
  ),
  claimed as (
    update public.lead_notifications as entry
    set attempts = entry.attempts + 1,
        leased_until = now() + make_interval(secs => greatest(lease_seconds, 1)),
        lease_token = gen_random_uuid()
    from due
    where entry.id = due.id
    returning entry.*
  )
  select jsonb_build_object(
    'id', claimed.id,
    'lease_token', claimed.lease_token,
    'attempts', claimed.attempts,
    'kind', claimed.kind,
    'created_at', claimed.created_at,
    'session_id', claimed.session_id,
    'lead', to_jsonb(lead) - 'attribution',
    'record_table', claimed.record_table,
    'record', record.row_data - 'attribution',
    'attribution', coalesce(lead.attribution, record.row_data -> 'attribution', '{}'::jsonb),
    'journey', jsonb_build_object(
      'pages_seen', coalesce(journey.pages_seen, 0),
      'pages', coalesce(journey.pages, '[]'::jsonb),
      'seconds_to_request', extract(epoch from claimed.created_at - journey.first_view_at)::bigint
    )
  )
  from claimed
  left join public.leads as lead on lead.id = claimed.lead_id
  left join lateral (
    select to_jsonb(stored) from public.demo_requests as stored where claimed.record_table = 'demo_requests' and stored.id = claimed.record_id
    union all
    select to_jsonb(stored) from public.template_downloads as stored where claimed.record_table = 'template_downloads' and stored.id = claimed.record_id
    union all
    select to_jsonb(stored) from public.bot_generations as stored where claimed.record_table = 'bot_generations' and stored.id = claimed.record_id
    union all
    select to_jsonb(stored) from public.consultations as stored where claimed.record_table = 'consultations' and stored.id = claimed.record_id
    union all
    select to_jsonb(stored) from public.personalized_guides as stored where claimed.record_table = 'personalized_guides' and stored.id = claimed.record_id
  ) as record (row_data) on true
  left join lateral (
    select
      min(step."timestamp") as first_view_at,
      count(*) as pages_seen,
      to_jsonb((array_agg(step.page_url order by step."timestamp", step.id))[1:20]) as pages
    from public.user_interactions as step
    where step.session_id = claimed.session_id and step.interaction_type = 'page_view'
  ) as journey on true
  order by claimed.due_at, claimed.id;
$$;

create function public.mark_lead_notification_sent(entry_id uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with sent as (
    update public.lead_notifications as entry
    set sent_at = now(), leased_until = null, lease_token = null, last_error = null
    where entry.id = entry_id and entry.sent_at is null
    returning 1
  )
  select exists (select 1 from sent);
$$;

create function public.release_lead_notification(entry_id uuid, claim uuid, failure text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with released as (
    update public.lead_notifications as entry
    set leased_until = null,
        lease_token = null,
        due_at = now() + least(interval '60 seconds', interval '5 seconds' * power(2, least(entry.attempts, 16) - 1)),
        last_error = left(failure, 1000),
        needs_person_at = case when entry.created_at <= now() - interval '24 hours' then now() end
    where entry.id = entry_id and entry.lease_token = claim and entry.sent_at is null
    returning 1
  )
  select exists (select 1 from released);
$$;

revoke all on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
revoke all on function public.mark_lead_notification_sent(uuid) from public, anon, authenticated;
revoke all on function public.release_lead_notification(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
grant execute on function public.mark_lead_notification_sent(uuid) to service_role;
grant execute on function public.release_lead_notification(uuid, uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- `lead_journeys` gains when the lead's e-mail went (`notified_at`) and, while it has not, why
-- (`notification_error`), so `pnpm leads` can show a request nobody was told about. As in
-- 20261128190000: new columns last, `security_invoker` restated.
-- ---------------------------------------------------------------------------------------------
create or replace view public.lead_journeys
with (security_invoker = true)
as
select
  lead.id as lead_id,
  lead.created_at,
  lead.name,
  lead.email,
  lead.company,
  lead.industry,
  lead.lead_type,
  lead.lead_source,
  lead.session_id,
  lead.attribution,
  journey.first_view_at,
  extract(epoch from lead.created_at - journey.first_view_at)::bigint as seconds_to_lead,
  case
    when jsonb_typeof(lead.attribution -> 'this_visit' -> 'visit_number') = 'number'
      then greatest((lead.attribution -> 'this_visit' ->> 'visit_number')::numeric - 1, 0)
    else 0
  end as visits_before,
  coalesce(journey.interactions, '[]'::jsonb) as interactions,
  lead.phone,
  lead.message,
  lower(regexp_replace(lead.industry, '[[:space:][:punct:]]+', '', 'g')) as industry_normalised,
  notification.sent_at as notified_at,
  notification.last_error as notification_error
from public.leads as lead
left join public.lead_notifications as notification on notification.lead_id = lead.id
left join lateral (
  select
    min(interaction."timestamp") filter (where interaction.interaction_type = 'page_view') as first_view_at,
    jsonb_agg(
      jsonb_build_object(
        'at', interaction."timestamp",
        'type', interaction.interaction_type,
        'page_url', interaction.page_url,
        'page_title', interaction.page_title,
        'element_type', interaction.element_type,
        'element_text', interaction.element_text,
        'data', interaction.interaction_data
      )
      order by interaction."timestamp", interaction.created_at, interaction.id
    ) as interactions
  from public.user_interactions as interaction
  where interaction.session_id = lead.session_id
    and interaction.interaction_type in ('page_view', 'click', 'form_submit', 'download', 'chat_interaction')
) as journey on true;

comment on column public.lead_journeys.notified_at is
  'When the sales inbox was sent this lead''s e-mail (lead_notifications); null while it has not been.';

revoke all on table public.lead_journeys from public, anon, authenticated;
grant select on table public.lead_journeys to service_role;
