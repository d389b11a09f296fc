import { describe, expect, it } from '@rstest/core';
import { demoRequestRecords } from './demo-request-records';

const realEstate = { key: 'real-estate', displayName: 'Real Estate' } as const;
const answers = { name: 'Ana Silva', email: 'ana@example.com', company: 'Silva Homes', phone: '0400 111 222' };

describe('demoRequestRecords', () => {
  it('builds a pending demo request and a demo_request lead from the page', () => {
    expect(demoRequestRecords(realEstate, answers)).toEqual({
      demoRequest: {
        name: 'Ana Silva',
        email: 'ana@example.com',
        company: 'Silva Homes',
        phone: '0400 111 222',
        industry: 'real-estate',
        message: 'Requested real estate SalesIQ demo',
        status: 'pending',
      },
      lead: {
        name: 'Ana Silva',
        email: 'ana@example.com',
        company: 'Silva Homes',
        phone: '0400 111 222',
        industry: 'real-estate',
        lead_source: 'real_estate_page',
        lead_type: 'demo_request',
        message: 'Requested real estate demo from industry page',
      },
    });
  });

  it('saves a blank or cancelled phone as null', () => {
    expect(demoRequestRecords(realEstate, { ...answers, phone: '' })?.demoRequest.phone).toBeNull();
    expect(demoRequestRecords(realEstate, { ...answers, phone: null })?.lead.phone).toBeNull();
    expect(demoRequestRecords(realEstate, { ...answers, phone: '  ' })?.lead.phone).toBeNull();
  });

  it.each(['name', 'email', 'company'] as const)('saves nothing when %s is cancelled or blank', (field) => {
    expect(demoRequestRecords(realEstate, { ...answers, [field]: null })).toBeNull();
    expect(demoRequestRecords(realEstate, { ...answers, [field]: ' ' })).toBeNull();
    expect(demoRequestRecords(realEstate, { ...answers, [field]: '\u200b\u2060' })).toBeNull();
  });

  it('uses the automotive wording of SPEC §7', () => {
    const records = demoRequestRecords({ key: 'automotive', displayName: 'Automotive' }, answers);
    expect(records?.demoRequest.message).toBe('Requested automotive SalesIQ demo');
    expect(records?.lead.lead_source).toBe('automotive_page');
  });
});
