import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { noScriptNote, ScriptForm } from './script-form';

afterEach(cleanup);

describe('ScriptForm', () => {
  it('is a labelled form whose own method sends nothing (dialog), its submit left to the handler', () => {
    const onSubmit = rs.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ScriptForm aria-label="Personalized guide request" onSubmit={onSubmit}>
        <button type="submit">Send</button>
      </ScriptForm>,
    );
    const form = screen.getByRole('form', { name: 'Personalized guide request' });
    expect(form).toHaveAttribute('method', 'dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('tells a visitor without scripts, in the server’s HTML, that the form needs them', () => {
    const html = renderToString(<ScriptForm aria-label="Template kit download" />);
    expect(html).toContain('method="dialog"');
    expect(html).toContain(`<noscript><p class=`);
    expect(html).toContain(noScriptNote.replace(/'/g, '&#x27;'));
  });
});
