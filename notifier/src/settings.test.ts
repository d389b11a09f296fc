import { describe, expect, it } from '@rstest/core';
import { readSettings } from './settings';

const all = {
  SUPABASE_URL: 'https://abcd.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
  SALES_INBOX: 'sales@example.com',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'leads@example.com',
};

describe('readSettings', () => {
  it('defaults to the local stack and MailDev', () => {
    const settings = readSettings({});
    expect(settings.supabaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(settings.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(settings.salesInbox).toBe('sales@salesiq.localhost');
  });

  it('refuses to start against a hosted project without its variables, naming each one missing', () => {
    expect(() => readSettings({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'key', MAIL_FROM: ' ' })).toThrow(
      'The notifier cannot start in production without SALES_INBOX, SMTP_URL, MAIL_FROM: set them in its environment.',
    );
  });

  it('refuses with NODE_ENV=production too, the data API included', () => {
    const { SUPABASE_URL: _url, ...rest } = all;
    expect(() => readSettings({ ...rest, NODE_ENV: 'production' })).toThrow('without SUPABASE_URL (or PUBLIC_SUPABASE_URL): set it');
  });

  it('takes every value given', () => {
    expect(readSettings({ ...all, NODE_ENV: 'production' })).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      serviceRoleKey: 'service-key',
      salesInbox: 'sales@example.com',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'leads@example.com',
    });
  });
});
