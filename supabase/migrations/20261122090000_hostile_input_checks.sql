-- Tighter text checks, from the hostile-input catalogue (supabase/tests/hostile-input.test.ts).
--
-- What the catalogue found getting in through the anon key, and what now stops it (each a named
-- check constraint, so the API answers 400 / 23514 naming it and stores nothing):
-- - control characters (BEL, ESC sequences, backspace, C1) and, in one-line fields, line breaks,
--   tabs and bidirectional overrides/isolates (U+202A-U+202E, U+2066-U+2069), which can disguise
--   a name or an e-mail address in a staff list: `<table>_<column>_characters`. Multi-line fields
--   (message, primary_goal) and the tracking columns keep tab, LF and CR and allow bidi marks.
--   (NUL bytes never get in: PostgreSQL text cannot hold them, the API answers 400 / 22P05.)
-- - names and company names made only of spaces or invisible characters: `<table>_<column>_not_blank`.
-- - session ids other than the tracker's `session_<timestamp>_<random>` alphabet.
-- - tracking timestamps that are infinite, before 2020 or more than a day ahead: a forged future
--   timestamp would sit on top of every newest-first list for ever.
--
-- `not valid`: every insert is checked from now on, while a database that already holds rows
-- deploys without a scan that could fail on old data. Once it is clean, an operator may run
-- `alter table ... validate constraint ...` (the site itself never sends such values).

alter table public.leads
  add constraint leads_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint leads_email_characters check (email !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint leads_company_characters check (company !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint leads_industry_characters check (industry !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint leads_phone_characters check (phone !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint leads_message_characters check (message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint leads_name_not_blank check (name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid;

alter table public.personalized_guides
  add constraint personalized_guides_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint personalized_guides_email_characters check (email !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint personalized_guides_company_characters check (company !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint personalized_guides_industry_characters check (industry !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint personalized_guides_name_not_blank check (name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid,
  add constraint personalized_guides_company_not_blank check (company ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid;

alter table public.consultations
  add constraint consultations_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint consultations_email_characters check (email !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint consultations_company_characters check (company !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint consultations_industry_characters check (industry !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint consultations_message_characters check (message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint consultations_name_not_blank check (name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid;

alter table public.template_downloads
  add constraint template_downloads_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint template_downloads_email_characters check (email !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint template_downloads_company_characters check (company !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint template_downloads_industry_characters check (industry !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint template_downloads_template_type_characters check (template_type !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint template_downloads_name_not_blank check (name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid;

alter table public.demo_requests
  add constraint demo_requests_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint demo_requests_email_characters check (email !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint demo_requests_company_characters check (company !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint demo_requests_phone_characters check (phone !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint demo_requests_industry_characters check (industry !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint demo_requests_message_characters check (message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint demo_requests_name_not_blank check (name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid;

alter table public.bot_generations
  add constraint bot_generations_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint bot_generations_email_characters check (email !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint bot_generations_company_name_characters check (company_name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint bot_generations_industry_characters check (industry !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint bot_generations_primary_goal_characters check (primary_goal !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint bot_generations_name_not_blank check (name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid,
  add constraint bot_generations_company_name_not_blank check (company_name ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]') not valid;

alter table public.user_interactions
  add constraint user_interactions_user_id_characters check (user_id !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_page_url_characters check (page_url !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_page_title_characters check (page_title !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_element_type_characters check (element_type !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_element_id_characters check (element_id !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_element_text_characters check (element_text !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_user_agent_characters check (user_agent !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_referrer_characters check (referrer !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_browser_characters check (browser !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_os_characters check (os !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid,
  add constraint user_interactions_session_id_characters check (session_id ~ '^[A-Za-z0-9_.:-]+$') not valid,
  add constraint user_interactions_timestamp_range check (
    "timestamp" >= timestamptz '2020-01-01 00:00:00+00' and "timestamp" <= now() + interval '1 day'
  ) not valid;

comment on constraint user_interactions_timestamp_range on public.user_interactions is
  'Compared with now() at insert time only: rows never become invalid as time passes.';
