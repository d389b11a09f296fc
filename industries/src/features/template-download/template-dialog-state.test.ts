import { describe, expect, it } from '@rstest/core';
import {
  blankRequiredFields,
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
      recordsSaved: false,
      missingShown: false,
    });
  });

  it('shows the missing fields after a refused press, until the reset', () => {
    const refused = run([{ type: 'open' }, { type: 'edit', field: 'name', value: 'Ana' }, { type: 'refuse' }]);
    expect(refused.missingShown).toBe(true);
    expect(blankRequiredFields(refused.form)).toEqual(['email', 'company']);
    expect(run([{ type: 'close' }], refused).missingShown).toBe(true);
    expect(run([...filled.slice(2), { type: 'submit', saved: true }, { type: 'downloaded' }, { type: 'finish' }], refused).missingShown).toBe(false);
  });

  it('goes closed → open → submitting → success → closed, and the reset restores the page industry', () => {
    const states = [{ type: 'open' }, ...filled.slice(1), { type: 'edit', field: 'industry', value: 'Finance' }, { type: 'submit', saved: true }, { type: 'downloaded' }, { type: 'finish' }] as TemplateDialogAction[];
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
    expect(run([{ type: 'open' }, { type: 'submit', saved: true }]).phase).toBe('open');
    expect(run([...filled, { type: 'edit', field: 'company', value: '   ' }, { type: 'submit', saved: true }]).phase).toBe('open');
    expect(run([...filled, { type: 'edit', field: 'name', value: '\u200b\u2060\u200c' }, { type: 'submit', saved: true }]).phase).toBe('open');
  });

  it('ignores closing while submitting, and resets when the success view is closed early', () => {
    const submitting = run([...filled, { type: 'submit', saved: true }]);
    expect(templateDialogReducer(submitting, { type: 'close' })).toBe(submitting);
    const closed = run([{ type: 'downloaded' }, { type: 'close' }], submitting);
    expect(closed.phase).toBe('closed');
    expect(closed.form.name).toBe('');
  });

  it('goes back to the open form, values kept, when the kit cannot be prepared, and remembers the records are saved until a value changes', () => {
    const retry = run([...filled, { type: 'submit', saved: true }, { type: 'kit-unavailable' }]);
    expect(retry.phase).toBe('open');
    expect(retry.form.name).toBe('Ana Silva');
    expect(retry.recordsSaved).toBe(true);
    expect(run([{ type: 'submit', saved: false }], retry).recordsSaved).toBe(true);
    expect(run([{ type: 'edit', field: 'email', value: 'ana@silva.example' }], retry).recordsSaved).toBe(false);
    expect(run([{ type: 'submit', saved: true }, { type: 'downloaded' }, { type: 'finish' }], retry).recordsSaved).toBe(false);
  });

  it('records whether the submission was saved: a bot-like one is not', () => {
    expect(run([...filled, { type: 'submit', saved: false }]).recordsSaved).toBe(false);
  });

  it('ignores actions that do not fit the phase', () => {
    const closed = initialTemplateDialogState('Legal');
    expect(templateDialogReducer(closed, { type: 'edit', field: 'name', value: 'x' })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'submit', saved: true })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'downloaded' })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'finish' })).toBe(closed);
    expect(templateDialogReducer(closed, { type: 'kit-unavailable' })).toBe(closed);
    const open = run([{ type: 'open' }], closed);
    expect(templateDialogReducer(open, { type: 'open' })).toBe(open);
    expect(templateDialogReducer(open, { type: 'finish' })).toBe(open);
    const submitting = run([...filled, { type: 'submit', saved: true }], closed);
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
