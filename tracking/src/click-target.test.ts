import { afterEach, describe, expect, it } from '@rstest/core';
import { accessibleLabel, describeClick, trackedHref } from './click-target.mjs';

function render(html: string): void {
  document.body.innerHTML = html;
}

function byId(id: string): Element {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

describe('describeClick', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the button around the clicked node and uses its collapsed text', () => {
    render('<button id="get-kit" type="button"><svg></svg><span id="inner">Get the\n   free  kit </span></button>');
    expect(describeClick(byId('inner'))).toEqual({
      type: 'click',
      element: { type: 'button', id: 'get-kit', text: 'Get the free kit' },
      data: {},
    });
  });

  it('prefers aria-label, then aria-labelledby, then text, then title', () => {
    render(`
      <button id="a" aria-label="Close chat">x</button>
      <span id="l1">Book</span><span id="l2">demo</span>
      <button id="b" aria-labelledby="l1 l2">ignored</button>
      <button id="c" title="Scroll to top"><svg></svg></button>
    `);
    expect(accessibleLabel(byId('a'))).toBe('Close chat');
    expect(accessibleLabel(byId('b'))).toBe('Book demo');
    expect(accessibleLabel(byId('c'))).toBe('Scroll to top');
  });

  it('records links with their href', () => {
    render('<a id="nav" href="/industries/healthcare">Healthcare</a>');
    expect(describeClick(byId('nav'))).toEqual({
      type: 'click',
      element: { type: 'a', id: 'nav', text: 'Healthcare' },
      data: { href: `${location.origin}/industries/healthcare` },
    });
  });

  it('uses the role for role=button elements, and null for a missing id', () => {
    render('<div role="button" tabindex="0"><b id="t">Open</b></div>');
    expect(describeClick(byId('t'))?.element).toEqual({ type: 'button', id: null, text: 'Open' });
  });

  it('covers summary and submit/button inputs, labelled by their value', () => {
    render(`
      <details><summary id="s">More details</summary></details>
      <input id="i" type="submit" value="Send request" />
      <input id="j" type="button" value="Cancel" />
    `);
    expect(describeClick(byId('s'))?.element).toEqual({ type: 'summary', id: 's', text: 'More details' });
    expect(describeClick(byId('i'))?.element).toEqual({ type: 'input', id: 'i', text: 'Send request' });
    expect(describeClick(byId('j'))?.element).toEqual({ type: 'input', id: 'j', text: 'Cancel' });
  });

  it('ignores clicks outside buttons and links', () => {
    render('<p id="p">text</p><input id="t" type="text" />');
    expect(describeClick(byId('p'))).toBeNull();
    expect(describeClick(byId('t'))).toBeNull();
    expect(describeClick(null)).toBeNull();
    expect(describeClick(window)).toBeNull();
  });
});

describe('trackedHref', () => {
  it('keeps web links whole', () => {
    expect(trackedHref('https://example.com/a?b=c#d')).toBe('https://example.com/a?b=c#d');
  });

  it('keeps only the address of mailto and tel links (a draft body may hold visitor input)', () => {
    expect(trackedHref('mailto:hello@example.com?subject=Hi&body=My%20name%20is%20Ada')).toBe(
      'mailto:hello@example.com',
    );
    expect(trackedHref('tel:+15551234567')).toBe('tel:+15551234567');
  });

  it('returns null for an empty or invalid href', () => {
    expect(trackedHref('')).toBeNull();
  });
});
