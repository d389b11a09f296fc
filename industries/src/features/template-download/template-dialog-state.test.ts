import { describe, expect, it } from '@rstest/core';
import {
  initialTemplateDialogState,
  isTemplateFormComplete,
  type TemplateDialogAction,
  type TemplateDialogState,
  templateDialogReducer,
  trimmedForm,
} from './template-dialog-state';

const run = (actions: TemplateDialogAction[], state = initialTemplateDialogState('Real Estate')): TemplateDialogState =>
  actions.reduce(templateDialogReducer, state);

const filled: TemplateDialogAction[] = [
  { type: 'open' },
  { type: 'edit', field: 'name', value: 'Ana Silva' },
  { type: 'edit', field: 'email', value: 'ana@example.com' },
  { type: 'edit', field: 'company', value: 'Silva Homes' },
];

describe('template dialog state', () => {
  it('starts closed with an empty form preset to the page industry', () => {
    expect(initialTemplateDialogState('Real Estate')).toEqual({
      phase: 'closed',
      pageIndustry: 'Real Estate',
      form: { name: '', email: '', company: '', industry: 'Real Estate' },
    });
  });

  it('goes closed → open → submitting → success → closed, and the reset restores the page industry', () => {
    const states = [{ type: 'open' }, ...filled.slice(1), { type: 'edit', field: 'industry', value: 'Finance' }, { type: 'submit' }, { type: 'downloaded' }, { type: 'finish' }] as TemplateDialogAction[];
    let state = initialTemplateDialogState('Real Estate');
    const phases: string[] = [];
    for (const action of states) {
      state = templateDialogReducer(state, action);
      phases.push(state.phase);
    }
    expect(phases).toEqual(['open', 'open', 'open', 'open', 'open', 'submitting', 'success', 'closed']);
    expect(state.form).toEqual({ name: '', email: '', company: '', industry: 'Real Estate' });
  });

  it('keeps the entered values when closed from the open form', () => {
    const state = run([...filled, { type: 'close' }]);
    expect(state.phase).toBe('closed');
    expect(state.form.name).toBe('Ana Silva');
    expect(run([{ type: 'open' }], state).form.company).toBe('Silva Homes');
  });

  it('stays open when a required field is missing, only spaces or only invisible characters', () => {
    expect(run([{ type: 'open' }, { type: 'submit' }]).phase).toBe('open');
    expect(run([...filled, { type: 'edit', field: 'company', value: '   ' }, { type: 'submit' }]).phase).toBe('open');
    expect(run([...filled, { type: 'edit', field: 'name', value: '\u200b\u2060\u200c' }, { type: 'submit' }]).phase).toBe('open');
  });

  it('ignores closing while submitting, and resets when the success view is closed early', () => {
    const submitting = run([...filled, { type: 'submit' }]);
    expect(templateDialogReducer(submitting, { type: 'close' })).toBe(submitting);
    const closed = run([{ type: 'downloaded' }, { type: 'close' }], submitting);
    expect(closed.phase).toBe('closed');
    expect(closed.form.name).toBe('');
  });

  it('ignores actions that do not fit the phase', () => {
    const closed = initialTemplateDialogState('Legal');
    expect(templateDialogReducer(closed, { type: 'edit', field: 'name', value: 'x' })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'submit' })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'downloaded' })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'finish' })).toBe(closed);
    const open = run([{ type: 'open' }], closed);
    expect(templateDialogReducer(open, { type: 'open' })).toBe(open);
    expect(templateDialogReducer(open, { type: 'finish' })).toBe(open);
    const submitting = run([...filled, { type: 'submit' }], closed);
    expect(templateDialogReducer(submitting, { type: 'edit', field: 'name', value: 'x' })).toBe(submitting);
  });
});

describe('isTemplateFormComplete and trimmedForm', () => {
  it('requires name, email and company but not a particular industry', () => {
    const form = { name: 'Ana', email: 'a@b.co', company: 'Co', industry: '' };
    expect(isTemplateFormComplete(form)).toBe(true);
    expect(isTemplateFormComplete({ ...form, name: '' })).toBe(false);
    expect(isTemplateFormComplete({ ...form, email: ' ' })).toBe(false);
    expect(isTemplateFormComplete({ ...form, company: '' })).toBe(false);
  });

  it('trims every value', () => {
    expect(trimmedForm({ name: ' Ana ', email: ' a@b.co', company: 'Co ', industry: ' Legal ' })).toEqual({
      name: 'Ana',
      email: 'a@b.co',
      company: 'Co',
      industry: 'Legal',
    });
  });
});
