import type { BotConfig } from './bot-config';
import { companyOf, goalOf } from './bot-config';
import { delugeString } from '@salesiq/shared-data/deluge/deluge-text';

/** The fields of the Leads record every generated script creates, in order. */
export const crmLeadFields = [
  'Last_Name',
  'Email',
  'Phone',
  'Description',
  'Lead_Source',
  'Industry',
  'Company',
  'Primary_Goal',
] as const;

export const crmLeadSource = 'SalesIQ AI Bot';

/** Deluge expressions holding what the visitor told the bot. */
export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  description: string;
}

/** Deluge statements that build `leadMap` and create the lead in Zoho CRM, indented by `indent`. */
export function createLeadStatements(config: BotConfig, values: LeadValues, indent: string): string {
  const entries: Record<(typeof crmLeadFields)[number], string> = {
    Last_Name: values.name,
    Email: values.email,
    Phone: values.phone,
    Description: values.description,
    Lead_Source: delugeString(crmLeadSource),
    Industry: delugeString(config.industryName),
    Company: delugeString(companyOf(config)),
    Primary_Goal: delugeString(goalOf(config)),
  };
  const lines = [
    'leadMap = Map();',
    ...crmLeadFields.map((field) => `leadMap.put("${field}", ${entries[field]});`),
    'leadResponse = zoho.crm.createRecord("Leads", leadMap);',
    'info leadResponse;',
  ];
  return lines.map((line) => indent + line).join('\n');
}
