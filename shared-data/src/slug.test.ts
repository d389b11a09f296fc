import { describe, expect, it } from '@rstest/core';
import { companySlug, hasLetterOrDigit } from './slug';

describe('companySlug', () => {
  it.each([
    ['Acme Health', 'acme-health'],
    ['  --Acme  & Sons, Ltd.--  ', 'acme-sons-ltd'],
    ['A...B///C', 'a-b-c'],
    ['2024 Clinic', '2024-clinic'],
    ['!!!', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(companySlug(name)).toBe(slug);
  });

  it('keeps letters of any script, lowercased', () => {
    expect(companySlug('Café Zürich')).toBe('café-zürich');
    expect(companySlug('Café Zoë')).toBe('café-zoë');
    expect(companySlug('Straße & Söhne')).toBe('straße-söhne');
    expect(companySlug('ΟΔΟΣ Ιατρική')).toBe('οδος-ιατρική');
    expect(companySlug('Клиника Здоровье')).toBe('клиника-здоровье');
    expect(companySlug('東京 歯科 クリニック')).toBe('東京-歯科-クリニック');
    expect(companySlug('مطعم الياسمين')).toBe('مطعم-الياسمين');
    expect(companySlug('שלום בע"מ')).toBe('שלום-בע-מ');
  });

  it('keeps the marks that belong to a letter: a vowel sign is no hyphen', () => {
    expect(companySlug('हिन्दी सेवा')).toBe('हिन्दी-सेवा');
    expect(companySlug('ไทย ดีไซน์')).toBe('ไทย-ดีไซน์');
  });

  it('keeps digits of any script', () => {
    expect(companySlug('Clinic ٣٤')).toBe('clinic-٣٤');
    expect(companySlug('क्लिनिक १२')).toBe('क्लिनिक-१२');
  });

  it('is in NFC whether the accents were typed composed or decomposed', () => {
    const composed = 'Caf\u00e9 Z\u00fcrich';
    const decomposed = 'Cafe\u0301 Zu\u0308rich';
    expect(companySlug(decomposed)).toBe(companySlug(composed));
    expect(companySlug(decomposed)).toBe('caf\u00e9-z\u00fcrich');
    expect(companySlug('\u00c9COLE')).toBe('\u00e9cole');
    expect(companySlug('\u0130stanbul Dental').normalize('NFC')).toBe(companySlug('\u0130stanbul Dental'));
  });

  it('turns symbols, punctuation, emoji and invisible characters into hyphens', () => {
    expect(companySlug('Café\u200bBar')).toBe('café-bar');
    expect(companySlug('Pizza 🍕 Place')).toBe('pizza-place');
    expect(companySlug('50% Off™ Co.')).toBe('50-off-co');
    expect(companySlug('½ Price')).toBe('price');
  });

  it('drops a mark with no letter before it', () => {
    expect(companySlug('\u0301Acme')).toBe('acme');
    expect(companySlug('Acme \u0301 Co')).toBe('acme-co');
    expect(companySlug('\u0301\u0308')).toBe('');
  });

  it('is empty for a name with no letter or digit', () => {
    for (const name of ['', '   ', '!!!', '— & —', '🍕🍕', '\u200b\u2060', '\u0301']) expect(companySlug(name)).toBe('');
  });
});

describe('hasLetterOrDigit', () => {
  it('agrees with the slug: true exactly when the slug is not empty', () => {
    for (const name of ['Acme', 'Café Zürich', '東京', 'हिन्दी', '٣٤', '2024', 'x!', '', ' ', '!!!', '— & —', '🍕', '\u200b', '\u0301', '½']) {
      expect(hasLetterOrDigit(name), name).toBe(companySlug(name) !== '');
    }
  });
});
