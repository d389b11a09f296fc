import { describe, expect, it } from '@rstest/core';
import {
  canGenerate,
  emptyStandaloneForm,
  hasIndustryAndCompany,
  missingFieldsAlert,
  standaloneBotConfig,
  standaloneGenerateMs,
} from './standalone-form';

describe('standalone generator rules', () => {
  it('needs an industry and a company name', () => {
    expect(canGenerate(emptyStandaloneForm)).toBe(false);
    expect(canGenerate({ ...emptyStandaloneForm, industry: 'finance' })).toBe(false);
    expect(canGenerate({ ...emptyStandaloneForm, companyName: 'Acme' })).toBe(false);
    expect(canGenerate({ ...emptyStandaloneForm, industry: 'finance', companyName: '   ' })).toBe(false);
    expect(canGenerate({ ...emptyStandaloneForm, industry: 'finance', companyName: 'Acme' })).toBe(true);
  });

  it('enables Generate AI Bot once both fields hold something, spaces included', () => {
    expect(hasIndustryAndCompany(emptyStandaloneForm)).toBe(false);
    expect(hasIndustryAndCompany({ ...emptyStandaloneForm, industry: 'finance' })).toBe(false);
    expect(hasIndustryAndCompany({ ...emptyStandaloneForm, companyName: 'Acme' })).toBe(false);
    expect(hasIndustryAndCompany({ ...emptyStandaloneForm, industry: 'finance', companyName: '   ' })).toBe(true);
  });

  it('uses the spec alert text and the fixed 3000 ms', () => {
    expect(missingFieldsAlert).toBe('Please fill in industry and company name.');
    expect(standaloneGenerateMs).toBe(3000);
  });

  it('turns the form into a bot config with a readable industry name', () => {
    const config = standaloneBotConfig({
      industry: 'realestate',
      companyName: 'Harbour Homes',
      primaryGoal: '',
      integrations: ['Stripe', ''],
      customFields: ['Suburb'],
    });
    expect(config).toEqual({
      industry: 'realestate',
      industryName: 'Real Estate',
      companyName: 'Harbour Homes',
      primaryGoal: '',
      integrations: ['Stripe', ''],
      customFields: ['Suburb'],
    });
  });
});
