-- E-mail checks that never refuse what the site lets a visitor send (SPEC §5).
--
-- The first migration asked every e-mail for the `x@y.z` shape. But the browser prompts (demo
-- requests, demo booking, custom templates, footer contact) have no format check by design, and
-- `type=email` fields accept `ada@localhost`; a refused row is a lost lead, since the outbox
-- drops what the database refuses. So:
-- - leads and demo_requests, which prompts fill: any one-line text with something visible in it
--   (`<table>_email_not_blank`; control characters stay refused by `<table>_email_characters`);
-- - personalized_guides, consultations and template_downloads, filled from `type=email` fields:
--   `local@domain`, the browser's rule at its loosest (`<table>_email_shape`);
-- - bot_generations keeps `x@y.z`: its form checks exactly that before sending.

alter table public.leads
  drop constraint leads_email_shape,
  add constraint leads_email_not_blank check (email ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]');

alter table public.demo_requests
  drop constraint demo_requests_email_shape,
  add constraint demo_requests_email_not_blank check (email ~ '[^[:space:]\u00a0\u200b-\u200d\u2060\ufeff\u3000]');

alter table public.personalized_guides
  drop constraint personalized_guides_email_shape,
  add constraint personalized_guides_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$');

alter table public.consultations
  drop constraint consultations_email_shape,
  add constraint consultations_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$');

alter table public.template_downloads
  drop constraint template_downloads_email_shape,
  add constraint template_downloads_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$');
