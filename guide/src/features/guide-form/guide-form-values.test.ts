import { describe, expect, it } from '@rstest/core';
import { blankGuideFields, completeGuideForm, emptyGuideForm, guideRequestRecords } from './guide-form-values';

const filled = { name: ' Ana Silva ', company: 'Harbour Dental & Co.', email: 'ana@harbour.example ', industry: 'real-estate' };

describe('completeGuideForm', () => {
  it('returns the trimmed data when every field is filled', () => {
    expect(completeGuideForm(filled)).toEqual({
      name: 'Ana Silva',
      company: 'Harbour Dental & Co.',
      email: 'ana@harbour.example',
      industry: 'real-estate',
    });
  });

  it.each(['name', 'company', 'email', 'industry'] as const)('returns null when %s is empty or blank', (field) => {
    expect(completeGuideForm({ ...filled, [field]: '' })).toBeNull();
    expect(completeGuideForm({ ...filled, [field]: '   ' })).toBeNull();
    expect(completeGuideForm({ ...filled, [field]: '\u200b\u2060\u200c' })).toBeNull();
  });

  it('drops leading invisible characters, so the saved name always starts visibly', () => {
    expect(completeGuideForm({ ...filled, name: '\u200b\ufeffAna' })?.name).toBe('Ana');
  });

  it('returns null for a company with no letter or digit to make the address from, and names it unfilled', () => {
    for (const company of ['!!!', '— & —', '🍕', '\u0301']) {
      expect(completeGuideForm({ ...filled, company }), company).toBeNull();
      expect(blankGuideFields({ ...filled, company }), company).toEqual(['company']);
    }
  });

  it('takes a company named in any script', () => {
    for (const company of ['Café Zürich', '東京歯科', 'हिन्दी सेवा', '٣٤']) expect(completeGuideForm({ ...filled, company })?.company).toBe(company);
  });

  it('returns null for the untouched form', () => {
    expect(completeGuideForm(emptyGuideForm)).toBeNull();
  });
});

describe('guideRequestRecords', () => {
  it('builds the personalized_guides row and the guide_request lead', () => {
    const data = { name: 'Ana Silva', email: 'ana@harbour.example', company: 'Harbour Dental', industry: 'ecommerce' };
    expect(guideRequestRecords(data)).toEqual({
      guide: data,
      lead: {
        ...data,
        lead_source: 'personalized_guide',
        lead_type: 'guide_request',
        message: 'Requested personalized guide for ecommerce',
      },
    });
  });
});
