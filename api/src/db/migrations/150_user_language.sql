-- The language each user reads the dashboard in (issue 10): chosen in the
-- header, returned with the session, so it follows the user to any browser.
alter table users add column language text not null default 'en' check (language in ('en', 'id'));
