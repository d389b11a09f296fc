import { describe, expect, it } from '@rstest/core';
import { blueprintFileName, handlerFileName, implementationGuideFileName, scriptFileName } from './file-names';

describe('download file names', () => {
  it('follow the spec patterns', () => {
    expect(scriptFileName('Acme Health', 'healthcare')).toBe('Acme Health-healthcare-AI-Bot-Script.deluge');
    expect(implementationGuideFileName('Acme Health')).toBe('Acme Health-AI-Bot-Implementation-Guide.txt');
    expect(handlerFileName('Acme Health', 'finance', 'failure')).toBe('Acme Health-finance-failure.deluge');
    expect(blueprintFileName('realestate', 'Acme Health')).toBe('AI-SalesIQ-Bot-Blueprint-realestate-Acme Health.txt');
  });

  it('replace characters that are illegal in file names', () => {
    expect(scriptFileName('A/B: "C"?\nD', 'retail')).toBe('A-B- -C---D-retail-AI-Bot-Script.deluge');
    expect(implementationGuideFileName(' <Acme|Co>* ')).toBe('-Acme-Co---AI-Bot-Implementation-Guide.txt');
  });

  it('keep the company as typed, its repeated spaces too, trimming only its ends', () => {
    expect(scriptFileName('Two  Spaces  Co', 'finance')).toBe('Two  Spaces  Co-finance-AI-Bot-Script.deluge');
    expect(implementationGuideFileName('  Big   Works  GmbH ')).toBe('Big   Works  GmbH-AI-Bot-Implementation-Guide.txt');
    expect(handlerFileName('Acme   Corp,  Inc.', 'retail', 'trigger')).toBe('Acme   Corp,  Inc.-retail-trigger.deluge');
    expect(blueprintFileName('manufacturing', ' Big   Works ')).toBe('AI-SalesIQ-Bot-Blueprint-manufacturing-Big   Works.txt');
  });
});
