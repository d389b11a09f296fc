-- The seven tables the visitor site writes (SPEC §3, §7).
--
-- Security model: anonymous visitors (roles anon and authenticated) may INSERT only, through
-- column grants that leave out the server-set created_at; nobody but service_role may read, change
-- or delete rows. Every row carries a client-made uuid, so a retried insert meets 23505 and the
-- client treats it as already stored.
--
-- Deploys unchanged to hosted Supabase (`supabase db push`): the roles anon, authenticated and
-- service_role already exist there; the embedded local stack creates them before migrations run.
-- Grants are explicit because hosted projects no longer grant new tables to the API roles.

-- ---------------------------------------------------------------------------------------------
-- leads
-- ---------------------------------------------------------------------------------------------
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text,
  industry text,
  lead_source text not null,
  lead_type text not null,
  message text,
  phone text,
  constraint leads_name_length check (char_length(name) between 1 and 200),
  constraint leads_email_length check (char_length(email) <= 320),
  constraint leads_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint leads_company_length check (char_length(company) <= 200),
  constraint leads_industry_length check (char_length(industry) <= 64),
  constraint leads_lead_source_length check (char_length(lead_source) <= 64),
  constraint leads_lead_source_value check (
    lead_source in (
      'personalized_guide',
      'personalized_guide_page',
      'footer_contact',
      'bot_script_page',
      'template_download',
      'custom_template_request'
    )
    -- {industry}_page and {industry}_bot_generator, e.g. real_estate_page, realestate_bot_generator
    or lead_source ~ '^[a-z][a-z0-9]*(_[a-z0-9]+)*_(page|bot_generator)$'
  ),
  constraint leads_lead_type_value check (
    lead_type in (
      'guide_request',
      'consultation_request',
      'contact_request',
      'template_download',
      'bot_generation',
      'demo_request',
      'implementation_request',
      'custom_template'
    )
  ),
  constraint leads_message_length check (char_length(message) <= 5000),
  constraint leads_phone_length check (char_length(phone) <= 40)
);

comment on table public.leads is 'Every form submission: the sales team''s lead list (SPEC §3).';

-- ---------------------------------------------------------------------------------------------
-- personalized_guides
-- ---------------------------------------------------------------------------------------------
create table public.personalized_guides (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text not null,
  industry text not null,
  constraint personalized_guides_name_length check (char_length(name) between 1 and 200),
  constraint personalized_guides_email_length check (char_length(email) <= 320),
  constraint personalized_guides_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint personalized_guides_company_length check (char_length(company) <= 200),
  constraint personalized_guides_industry_length check (char_length(industry) <= 64)
);

comment on table public.personalized_guides is 'Requests for a personalised implementation guide.';

-- ---------------------------------------------------------------------------------------------
-- consultations
-- ---------------------------------------------------------------------------------------------
create table public.consultations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text,
  industry text,
  consultation_type text not null,
  message text,
  status text not null default 'requested',
  constraint consultations_name_length check (char_length(name) between 1 and 200),
  constraint consultations_email_length check (char_length(email) <= 320),
  constraint consultations_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint consultations_company_length check (char_length(company) <= 200),
  constraint consultations_industry_length check (char_length(industry) <= 64),
  constraint consultations_consultation_type_value check (
    consultation_type in ('personalized_guide_followup', 'implementation_assistance')
  ),
  constraint consultations_message_length check (char_length(message) <= 5000),
  constraint consultations_status_value check (status in ('requested'))
);

comment on table public.consultations is 'Consultation bookings from the guide and script pages.';

-- ---------------------------------------------------------------------------------------------
-- template_downloads
-- ---------------------------------------------------------------------------------------------
create table public.template_downloads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text,
  industry text,
  template_type text not null,
  constraint template_downloads_name_length check (char_length(name) between 1 and 200),
  constraint template_downloads_email_length check (char_length(email) <= 320),
  constraint template_downloads_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint template_downloads_company_length check (char_length(company) <= 200),
  constraint template_downloads_industry_length check (char_length(industry) <= 64),
  constraint template_downloads_template_type_length check (char_length(template_type) between 1 and 64)
);

comment on table public.template_downloads is 'Template kit downloads (industry pages and the home lead magnet).';

-- ---------------------------------------------------------------------------------------------
-- demo_requests
-- ---------------------------------------------------------------------------------------------
create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text,
  phone text,
  industry text not null default 'general',
  message text,
  status text not null default 'pending',
  constraint demo_requests_name_length check (char_length(name) between 1 and 200),
  constraint demo_requests_email_length check (char_length(email) <= 320),
  constraint demo_requests_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint demo_requests_company_length check (char_length(company) <= 200),
  constraint demo_requests_phone_length check (char_length(phone) <= 40),
  constraint demo_requests_industry_length check (char_length(industry) <= 64),
  constraint demo_requests_message_length check (char_length(message) <= 5000),
  constraint demo_requests_status_value check (status in ('pending'))
);

comment on table public.demo_requests is 'Demo requests from the industry pages and the home demo booking.';

-- ---------------------------------------------------------------------------------------------
-- bot_generations
-- ---------------------------------------------------------------------------------------------
create table public.bot_generations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company_name text not null,
  industry text not null,
  primary_goal text not null,
  constraint bot_generations_name_length check (char_length(name) between 1 and 200),
  constraint bot_generations_email_length check (char_length(email) <= 320),
  constraint bot_generations_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint bot_generations_company_name_length check (char_length(company_name) between 1 and 200),
  constraint bot_generations_industry_length check (char_length(industry) <= 64),
  constraint bot_generations_primary_goal_length check (char_length(primary_goal) <= 2000)
);

comment on table public.bot_generations is 'AI bot script generations from the industry-page generator.';

-- ---------------------------------------------------------------------------------------------
-- user_interactions (keeps its own client-set timestamp; created_at is the arrival time)
-- ---------------------------------------------------------------------------------------------
create table public.user_interactions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  session_id text not null,
  user_id text,
  page_url text not null,
  page_title text,
  interaction_type text not null,
  element_type text,
  element_id text,
  element_text text,
  interaction_data jsonb not null default '{}'::jsonb,
  user_agent text,
  referrer text,
  device_type text not null,
  browser text,
  os text,
  "timestamp" timestamptz not null default now(),
  constraint user_interactions_session_id_length check (char_length(session_id) between 1 and 128),
  constraint user_interactions_user_id_length check (char_length(user_id) <= 128),
  constraint user_interactions_page_url_length check (char_length(page_url) <= 2048),
  constraint user_interactions_page_title_length check (char_length(page_title) <= 500),
  constraint user_interactions_interaction_type_value check (
    interaction_type in (
      'page_view',
      'page_focus',
      'page_blur',
      'scroll',
      'click',
      'form_submit',
      'download',
      'chat_interaction'
    )
  ),
  constraint user_interactions_element_type_length check (char_length(element_type) <= 64),
  constraint user_interactions_element_id_length check (char_length(element_id) <= 200),
  constraint user_interactions_element_text_length check (char_length(element_text) <= 500),
  constraint user_interactions_interaction_data_object check (jsonb_typeof(interaction_data) = 'object'),
  constraint user_interactions_interaction_data_size check (octet_length(interaction_data::text) <= 16384),
  constraint user_interactions_user_agent_length check (char_length(user_agent) <= 1024),
  constraint user_interactions_referrer_length check (char_length(referrer) <= 2048),
  constraint user_interactions_device_type_value check (device_type in ('desktop', 'mobile', 'tablet')),
  constraint user_interactions_browser_length check (char_length(browser) <= 64),
  constraint user_interactions_os_length check (char_length(os) <= 64)
);

comment on table public.user_interactions is 'Visitor interaction events recorded by the tracker (SPEC §7).';

-- ---------------------------------------------------------------------------------------------
-- Indexes for the staff list operations (SPEC §7): newest first, interaction filters.
-- ---------------------------------------------------------------------------------------------
create index leads_created_at_idx on public.leads (created_at desc);
create index personalized_guides_created_at_idx on public.personalized_guides (created_at desc);
create index consultations_created_at_idx on public.consultations (created_at desc);
create index template_downloads_created_at_idx on public.template_downloads (created_at desc);
create index demo_requests_created_at_idx on public.demo_requests (created_at desc);
create index bot_generations_created_at_idx on public.bot_generations (created_at desc);
create index user_interactions_timestamp_idx on public.user_interactions ("timestamp" desc);
create index user_interactions_session_id_idx on public.user_interactions (session_id, "timestamp" desc);
create index user_interactions_user_id_idx on public.user_interactions (user_id, "timestamp" desc)
  where user_id is not null;
create index user_interactions_interaction_type_idx on public.user_interactions (interaction_type, "timestamp" desc);
create index user_interactions_page_url_idx on public.user_interactions (page_url, "timestamp" desc);

-- ---------------------------------------------------------------------------------------------
-- Grants: insert-only for visitors (every column but created_at), full access for service_role.
-- ---------------------------------------------------------------------------------------------
grant usage on schema public to anon, authenticated, service_role;

revoke all on table
  public.leads,
  public.personalized_guides,
  public.consultations,
  public.template_downloads,
  public.demo_requests,
  public.bot_generations,
  public.user_interactions
from anon, authenticated;

grant insert (id, name, email, company, industry, lead_source, lead_type, message, phone)
  on table public.leads to anon, authenticated;
grant insert (id, name, email, company, industry)
  on table public.personalized_guides to anon, authenticated;
grant insert (id, name, email, company, industry, consultation_type, message, status)
  on table public.consultations to anon, authenticated;
grant insert (id, name, email, company, industry, template_type)
  on table public.template_downloads to anon, authenticated;
grant insert (id, name, email, company, phone, industry, message, status)
  on table public.demo_requests to anon, authenticated;
grant insert (id, name, email, company_name, industry, primary_goal)
  on table public.bot_generations to anon, authenticated;
grant insert (
  id, session_id, user_id, page_url, page_title, interaction_type, element_type, element_id,
  element_text, interaction_data, user_agent, referrer, device_type, browser, os, "timestamp"
) on table public.user_interactions to anon, authenticated;

grant select, insert, update, delete on table
  public.leads,
  public.personalized_guides,
  public.consultations,
  public.template_downloads,
  public.demo_requests,
  public.bot_generations,
  public.user_interactions
to service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security: visitors may add rows and never see any; service_role reads everything
-- (it also bypasses RLS on Supabase; the select policy keeps that true where it does not).
-- ---------------------------------------------------------------------------------------------
alter table public.leads enable row level security;
alter table public.personalized_guides enable row level security;
alter table public.consultations enable row level security;
alter table public.template_downloads enable row level security;
alter table public.demo_requests enable row level security;
alter table public.bot_generations enable row level security;
alter table public.user_interactions enable row level security;

create policy leads_visitor_insert on public.leads
  for insert to anon, authenticated with check (true);
create policy personalized_guides_visitor_insert on public.personalized_guides
  for insert to anon, authenticated with check (true);
create policy consultations_visitor_insert on public.consultations
  for insert to anon, authenticated with check (true);
create policy template_downloads_visitor_insert on public.template_downloads
  for insert to anon, authenticated with check (true);
create policy demo_requests_visitor_insert on public.demo_requests
  for insert to anon, authenticated with check (true);
create policy bot_generations_visitor_insert on public.bot_generations
  for insert to anon, authenticated with check (true);
create policy user_interactions_visitor_insert on public.user_interactions
  for insert to anon, authenticated with check (true);

create policy leads_staff_read on public.leads
  for select to service_role using (true);
create policy personalized_guides_staff_read on public.personalized_guides
  for select to service_role using (true);
create policy consultations_staff_read on public.consultations
  for select to service_role using (true);
create policy template_downloads_staff_read on public.template_downloads
  for select to service_role using (true);
create policy demo_requests_staff_read on public.demo_requests
  for select to service_role using (true);
create policy bot_generations_staff_read on public.bot_generations
  for select to service_role using (true);
create policy user_interactions_staff_read on public.user_interactions
  for select to service_role using (true);
