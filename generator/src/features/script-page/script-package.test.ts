import { describe, expect, it } from '@rstest/core';
import { previewLength, scriptPackage } from './script-package';
import { acmeHealthGeneratorData } from '@salesiq/shared-data/testing/bot-generator-data';

const data = acmeHealthGeneratorData;

describe('scriptPackage', () => {
  const result = scriptPackage(data);

  it('previews the first 1000 characters of the full script', () => {
    expect(previewLength).toBe(1000);
    expect(result.script.length).toBeGreaterThan(1000);
    expect(result.preview).toBe(result.script.slice(0, 1000));
  });

  it('names the files as the spec does', () => {
    expect(result.scriptFileName).toBe('Acme Health-healthcare-AI-Bot-Script.deluge');
    expect(result.guideFileName).toBe('Acme Health-AI-Bot-Implementation-Guide.txt');
  });

  it('builds the script from the saved company, industry and goal, and the guide for the visitor', () => {
    expect(result.script).toContain('leadMap.put("Company", "Acme Health");');
    expect(result.script).toContain('leadMap.put("Industry", "Healthcare");');
    expect(result.script).toContain('leadMap.put("Primary_Goal", "Automate appointment booking");');
    expect(result.guide).toContain('Prepared for: Jo Smith <jo@acme.test>');
  });

  it('uses the retail name with the healthcare template for retail', () => {
    const retail = scriptPackage({ ...data, industry: 'retail', industryDisplayName: 'Retail' });
    expect(retail.script).toContain('leadMap.put("Industry", "Retail");');
    expect(retail.script).toContain('"Book Appointment"');
    expect(retail.scriptFileName).toBe('Acme Health-retail-AI-Bot-Script.deluge');
  });
});
