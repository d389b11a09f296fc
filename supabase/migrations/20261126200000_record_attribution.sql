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
--
-- The six tables get the same columns, checks, grant and index, written once and run per table
-- (`%1$I` is the table, `%1$s` the prefix of its constraint and index names). The schema-fit test
-- reads these checks from here the same way (shared-data/src/operations/testing/migration-checks.ts).

do $migration$
declare
  record_table text;
begin
  foreach record_table in array array['leads', 'personalized_guides', 'consultations', 'template_downloads', 'demo_requests', 'bot_generations'] loop
    execute format($per_table$
      alter table public.%1$I
        add column session_id text,
        add column attribution jsonb not null default '{}'::jsonb,
        add constraint %1$s_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]{1,128}$') not valid,
        add constraint %1$s_attribution_object check (jsonb_typeof(attribution) = 'object') not valid,
        add constraint %1$s_attribution_size check (octet_length(attribution::text) <= 4096) not valid,
        add constraint %1$s_attribution_keys check (attribution - array['first_touch', 'this_visit'] = '{}'::jsonb) not valid,
        add constraint %1$s_attribution_first_touch_keys check (
          coalesce(attribution -> 'first_touch', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
        ) not valid,
        add constraint %1$s_attribution_this_visit_keys check (
          coalesce(attribution -> 'this_visit', '{}'::jsonb) - array['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'captured_at', 'visit_number'] = '{}'::jsonb
        ) not valid
    $per_table$, record_table);
    execute format('grant insert (session_id, attribution) on table public.%1$I to anon, authenticated', record_table);
    execute format('create index %1$s_session_id_idx on public.%1$I (session_id) where session_id is not null', record_table);
  end loop;
end
$migration$;
