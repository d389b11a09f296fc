-- A device whose clock runs ahead by more than the day user_interactions_timestamp_range allows
-- had every interaction row of the visit refused (23514), and the visit went unrecorded. Such a
-- row is now kept, stamped with the time it arrived: the device's clock is wrong, the event is
-- not. Up to a year ahead: further is no clock's mistake, and is still refused (the hostile-input
-- catalogue's year 3000 and infinity).

create function api_guard.arrival_time_for_clock_ahead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new."timestamp" > now() + interval '1 day' and new."timestamp" <= now() + interval '1 year' then
    new."timestamp" := now();
  end if;
  return new;
end;
$$;

revoke all on function api_guard.arrival_time_for_clock_ahead() from public;

create trigger user_interactions_clock_ahead
  before insert on public.user_interactions
  for each row execute function api_guard.arrival_time_for_clock_ahead();
