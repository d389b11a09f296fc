-- The journey behind every lead, for staff only (issue 21): per lead its attribution, the
-- interactions of its session in order (pages viewed, clicks, forms, downloads, chat; focus,
-- blur and scroll are left out as noise), the time from the session's first page view to the
-- lead, and how many earlier visits the browser made (from the visit number captured on arrival;
-- 0 when unknown, e.g. under Global Privacy Control).
--
-- security_invoker: the view reads the tables with its caller's rights, so the tables' row-level
-- security applies as for a direct read; only service_role may select from it at all.

create view public.lead_journeys
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
  coalesce(journey.interactions, '[]'::jsonb) as interactions
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
  'Staff only: each lead with its attribution, its session''s interactions in order, seconds from first page view to lead and earlier visits.';

revoke all on table public.lead_journeys from public, anon, authenticated;
grant select on table public.lead_journeys to service_role;
