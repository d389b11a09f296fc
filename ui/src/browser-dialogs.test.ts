import { describe, expect, it, rs } from '@rstest/core';
import { browserDialogs } from './browser-dialogs';
import { stubBrowserDialogs } from './testing/browser-dialogs';

describe('browserDialogs', () => {
  it('opens a mail draft through a hidden mailto link it removes again', () => {
    const opened: string[] = [];
    const click = rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    browserDialogs.openMailDraft('mailto:hello@example.com?subject=Demo%20%26%20more&body=Name%3A%20Ana');
    expect(opened).toEqual(['mailto:hello@example.com?subject=Demo%20%26%20more&body=Name%3A%20Ana']);
    expect(document.querySelector('a')).toBeNull();
    click.mockRestore();
  });
});

describe('stubBrowserDialogs', () => {
  it('answers prompts in order, then as Cancel, answers confirms, and records everything', () => {
    const record = stubBrowserDialogs({ answers: ['Ana', ''], confirm: false });
    expect([browserDialogs.prompt('Name:'), browserDialogs.prompt('Email:'), browserDialogs.prompt('Company:')]).toEqual(['Ana', '', null]);
    expect(browserDialogs.confirm('Book?')).toBe(false);
    browserDialogs.alert('Thanks');
    browserDialogs.openMailDraft('mailto:hello@example.com?subject=Hi%20%2B%20more&body=Name%3A%20Ana%0ACompany%3A%20Co');
    expect(record).toEqual({
      prompts: ['Name:', 'Email:', 'Company:'],
      confirms: ['Book?'],
      alerts: ['Thanks'],
      drafts: [{ to: 'hello@example.com', subject: 'Hi + more', body: 'Name: Ana\nCompany: Co' }],
    });
  });

  it('gives the browser its dialogs back when the test ends', () => {
    expect(rs.isMockFunction(browserDialogs.alert)).toBe(false);
    expect(rs.isMockFunction(browserDialogs.openMailDraft)).toBe(false);
  });
});
