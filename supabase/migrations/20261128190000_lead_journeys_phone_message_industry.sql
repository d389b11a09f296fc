-- Staff could not see the phone number a demo requester gave nor a lead's message (the bot
-- generator's goal is in it): `lead_journeys` gains `phone` and `message`. And `--industry
-- real-estate` missed leads whose form stored the display name (`Real Estate`): the view gains
-- `industry_normalised`, the industry in lower case without spaces and punctuation. The staff
-- filter strips its value alike and compares with ilike (`shared-data/src/staff/`).
--
-- `create or replace` keeps the view's grants; new columns must come last. Its
-- options are replaced by those given here, so `security_invoker` is given again: without it
-- the view would read the tables with its owner's rights, past their row-level security.

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
  lower(regexp_replace(lead.industry, '[[:space:][:punct:]]+', '', 'g')) as industry_normalised
from public.leads as lead
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

comment on view public.lead_journeys is
  'Staff only: each lead with its attribution, its session''s interactions in order, seconds from first page view to lead, earlier visits, phone and message.';
comment on column public.lead_journeys.industry_normalised is
  'The industry in lower case without spaces and punctuation: Real Estate, real-estate and real_estate all read realestate.';

-- Unchanged by `create or replace`; restated so this file alone shows who may read the view.
revoke all on table public.lead_journeys from public, anon, authenticated;
grant select on table public.lead_journeys to service_role;
