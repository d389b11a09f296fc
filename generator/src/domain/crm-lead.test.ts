import { describe, expect, it } from '@rstest/core';
import { createLeadStatements, crmLeadFields } from './crm-lead';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';

const values = { name: 'visitorName', email: 'visitorEmail', phone: 'visitorPhone', description: 'notes' };

describe('createLeadStatements', () => {
  it('puts the eight lead fields and creates the record in Leads', () => {
    const statements = createLeadStatements(botConfig(), values, '');
    expect(crmLeadFields.join(', ')).toBe('Last_Name, Email, Phone, Description, Lead_Source, Industry, Company, Primary_Goal');
    expect(statements.split('\n')).toEqual([
      'leadMap = Map();',
      'leadMap.put("Last_Name", visitorName);',
      'leadMap.put("Email", visitorEmail);',
      'leadMap.put("Phone", visitorPhone);',
      'leadMap.put("Description", notes);',
      'leadMap.put("Lead_Source", "SalesIQ AI Bot");',
      'leadMap.put("Industry", "Healthcare");',
      'leadMap.put("Company", "Acme Health");',
      'leadMap.put("Primary_Goal", "Automate appointment booking");',
      'leadResponse = zoho.crm.createRecord("Leads", leadMap);',
      'info leadResponse;',
    ]);
  });

  it('indents every line and escapes the company and goal', () => {
    const config = botConfig({ companyName: 'Say "hi" \\ bye', primaryGoal: 'Line one\nline two' });
    const statements = createLeadStatements(config, values, '\t');
    expect(statements.split('\n').every((line) => line.startsWith('\t'))).toBe(true);
    expect(statements).toContain('leadMap.put("Company", "Say \\"hi\\" \\\\ bye");');
    expect(statements).toContain('leadMap.put("Primary_Goal", "Line one\\nline two");');
    expect(scanDeluge(statements).problems).toEqual([]);
  });
});
