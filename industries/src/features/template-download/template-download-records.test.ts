import { describe, expect, it } from '@rstest/core';
import { templateDownloadRecords } from './template-download-records';

describe('templateDownloadRecords', () => {
  const form = { name: 'Ana Silva', email: 'ana@example.com', company: 'Silva Homes', industry: 'Real Estate' };

  it('records the download with the lowercased industry as template type', () => {
    expect(templateDownloadRecords('real-estate', form).download).toEqual({ ...form, template_type: 'real estate' });
  });

  it('records a template_download lead from the page, naming the kit', () => {
    expect(templateDownloadRecords('real-estate', form).lead).toEqual({
      ...form,
      lead_source: 'real_estate_page',
      lead_type: 'template_download',
      message: 'Downloaded the Real Estate SalesIQ template kit',
    });
  });

  it('takes the lead source from the page even when another industry is selected', () => {
    const records = templateDownloadRecords('food-beverage', { ...form, industry: 'Hospitality' });
    expect(records.lead.lead_source).toBe('food_beverage_page');
    expect(records.download.template_type).toBe('hospitality');
  });
});
