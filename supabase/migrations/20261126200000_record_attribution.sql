-- Where every record came from (issue 21): the visitor's session id and the attribution captured
-- on arrival, on the six record tables (user_interactions has session_id already).
--
-- - session_id: the tracker's id (`session_<timestamp>_<random>`), so a lead joins its session's
--   interactions. Null for records sent by a page built before this change.
-- - attribution: `{ "first_touch": {...}, "this_visit": {...} }`, each touch holding only the
--   known keys below (landing path, referrer origin and path, UTM fields, ad click ids, when it
--   was captured and which visit of the browser it was), at most 4 KB. `{}` when nothing is known.
--
-- Column grants extend the visitors' insert-only grants of 20261122070000; the checks are named
-- like the others so the API answers 400 / 23514 naming the one that failed. `not valid` as in
-- 20261122090000: new columns hold only defaults and nulls, there is nothing to scan.

alter table public.leads
  add column session_id text,
  add column attribution jsonb not null default '{}'::jsonb,
  add constraint leads_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
  add constraint leads_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
  add constraint leads_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
  add constraint leads_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
  add constraint leads_attribution_first_touch_keys check (
    coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid,
  add constraint leads_attribution_this_visit_keys check (
    coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid;

grant insert (session_id, attribution) on table public.leads to anon, authenticated;

create index leads_session_id_idx on public.leads (session_id) where session_id is not null;

alter table public.personalized_guides
  add column session_id text,
  add column attribution jsonb not null default '{}'::jsonb,
  add constraint personalized_guides_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
  add constraint personalized_guides_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
  add constraint personalized_guides_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
  add constraint personalized_guides_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
  add constraint personalized_guides_attribution_first_touch_keys check (
    coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid,
  add constraint personalized_guides_attribution_this_visit_keys check (
    coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid;

grant insert (session_id, attribution) on table public.personalized_guides to anon, authenticated;

create index personalized_guides_session_id_idx on public.personalized_guides (session_id) where session_id is not null;

alter table public.consultations
  add column session_id text,
  add column attribution jsonb not null default '{}'::jsonb,
  add constraint consultations_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
  add constraint consultations_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
  add constraint consultations_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
  add constraint consultations_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
  add constraint consultations_attribution_first_touch_keys check (
    coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid,
  add constraint consultations_attribution_this_visit_keys check (
    coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid;

grant insert (session_id, attribution) on table public.consultations to anon, authenticated;

create index consultations_session_id_idx on public.consultations (session_id) where session_id is not null;

alter table public.template_downloads
  add column session_id text,
  add column attribution jsonb not null default '{}'::jsonb,
  add constraint template_downloads_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
  add constraint template_downloads_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
  add constraint template_downloads_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
  add constraint template_downloads_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
  add constraint template_downloads_attribution_first_touch_keys check (
    coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid,
  add constraint template_downloads_attribution_this_visit_keys check (
    coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid;

grant insert (session_id, attribution) on table public.template_downloads to anon, authenticated;

create index template_downloads_session_id_idx on public.template_downloads (session_id) where session_id is not null;

alter table public.demo_requests
  add column session_id text,
  add column attribution jsonb not null default '{}'::jsonb,
  add constraint demo_requests_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
  add constraint demo_requests_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
  add constraint demo_requests_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
  add constraint demo_requests_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
  add constraint demo_requests_attribution_first_touch_keys check (
    coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid,
  add constraint demo_requests_attribution_this_visit_keys check (
    coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid;

grant insert (session_id, attribution) on table public.demo_requests to anon, authenticated;

create index demo_requests_session_id_idx on public.demo_requests (session_id) where session_id is not null;

alter table public.bot_generations
  add column session_id text,
  add column attribution jsonb not null default '{}'::jsonb,
  add constraint bot_generations_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
  add constraint bot_generations_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
  add constraint bot_generations_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
  add constraint bot_generations_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
  add constraint bot_generations_attribution_first_touch_keys check (
    coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid,
  add constraint bot_generations_attribution_this_visit_keys check (
    coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
  ) not valid;

grant insert (session_id, attribution) on table public.bot_generations to anon, authenticated;

create index bot_generations_session_id_idx on public.bot_generations (session_id) where session_id is not null;
