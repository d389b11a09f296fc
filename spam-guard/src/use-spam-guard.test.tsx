import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HoneypotField } from './honeypot-field';
import { useSpamGuard, type SubmissionVerdict } from './use-spam-guard';

function DemoForm({ onSubmit }: { onSubmit: (verdict: SubmissionVerdict, restart: () => void) => void }) {
  const { attachForm, attachHoneypot, check, restart } = useSpamGuard();
  return (
    <form
      ref={attachForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(check(), restart);
      }}
    >
      <HoneypotField ref={attachHoneypot} />
      <label htmlFor="name">Full Name</label>
      <input id="name" name="name" />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm() {
  const verdicts: SubmissionVerdict[] = [];
  let restart = () => {};
  render(
    <DemoForm
      onSubmit={(verdict, restartForm) => {
        verdicts.push(verdict);
        restart = restartForm;
      }}
    />,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  return { verdicts, submit, restart: () => act(() => restart()) };
}

const honeypot = () => document.querySelector<HTMLInputElement>('input[name="website"]');

beforeEach(() => {
  rs.useFakeTimers();
});

afterEach(() => {
  cleanup();
  rs.useRealTimers();
  rs.unstubAllGlobals();
});

describe('useSpamGuard', () => {
  it('calls a submission within 1500 ms of the form appearing bot-like', () => {
    const { verdicts, submit } = renderForm();
    rs.advanceTimersByTime(1499);
    submit();
    expect(verdicts).toEqual([{ botLike: true, reason: 'too-fast' }]);
  });

  it('lets a fast submission through when the person typed into the server\'s markup before the form hydrated', () => {
    const verdicts: SubmissionVerdict[] = [];
    const form = <DemoForm onSubmit={(verdict) => verdicts.push(verdict)} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    (container.querySelector('#name') as HTMLInputElement).value = 'Ada';
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, form);
    });
    rs.advanceTimersByTime(200);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(verdicts).toEqual([{ botLike: false }]);
    act(() => root?.unmount());
    container.remove();
  });

  it('lets a submission through after 1500 ms', () => {
    const { verdicts, submit } = renderForm();
    rs.advanceTimersByTime(1500);
    submit();
    expect(verdicts).toEqual([{ botLike: false }]);
  });

  it('lifts the time limit once the browser reports real input in the form (autofill, fast typists)', () => {
    const { verdicts, submit } = renderForm();
    const realInput = new Event('input', { bubbles: true });
    // Only the browser makes trusted events; Testing Library's are not.
    Object.defineProperty(realInput, 'isTrusted', { value: true });
    screen.getByLabelText('Full Name').dispatchEvent(realInput);
    submit();
    expect(verdicts).toEqual([{ botLike: false }]);
  });

  it('ignores untrusted input events when timing', () => {
    const { verdicts, submit } = renderForm();
    fireEvent.input(screen.getByLabelText('Full Name'), { target: { value: 'Ana' } });
    submit();
    expect(verdicts).toEqual([{ botLike: true, reason: 'too-fast' }]);
  });

  it('calls a filled honeypot bot-like however slowly it was filled', () => {
    const { verdicts, submit } = renderForm();
    const field = honeypot();
    if (!field) throw new Error('no honeypot');
    fireEvent.change(field, { target: { value: 'https://cheap-pills.example' } });
    rs.advanceTimersByTime(30_000);
    submit();
    expect(verdicts).toEqual([{ botLike: true, reason: 'honeypot' }]);
  });

  it('starts again from a restart: new fill time, empty honeypot', () => {
    const { verdicts, submit, restart } = renderForm();
    const field = honeypot();
    if (!field) throw new Error('no honeypot');
    fireEvent.change(field, { target: { value: 'x' } });
    rs.advanceTimersByTime(5000);
    submit();
    restart();
    expect(field.value).toBe('');
    rs.advanceTimersByTime(1000);
    submit();
    rs.advanceTimersByTime(500);
    submit();
    expect(verdicts).toEqual([
      { botLike: true, reason: 'honeypot' },
      { botLike: true, reason: 'too-fast' },
      { botLike: false },
    ]);
  });

  it('counts the fill time from when the form scrolls into view', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = rs.fn();
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    }
    rs.stubGlobal('IntersectionObserver', FakeObserver);
    const { verdicts, submit } = renderForm();

    act(() => report([{ isIntersecting: false }]));
    rs.advanceTimersByTime(10_000);
    act(() => report([{ isIntersecting: true }]));
    expect(disconnect).toHaveBeenCalled();
    rs.advanceTimersByTime(1000);
    submit();
    rs.advanceTimersByTime(500);
    submit();
    expect(verdicts).toEqual([{ botLike: true, reason: 'too-fast' }, { botLike: false }]);
  });
});

describe('HoneypotField', () => {
  it('is hidden from people: out of the accessibility tree and the tab order, no autofill', () => {
    render(
      <form>
        <HoneypotField />
        <label htmlFor="email">Business Email</label>
        <input id="email" />
      </form>,
    );
    const field = honeypot();
    expect(field).not.toBeNull();
    expect(field?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(field?.tabIndex).toBe(-1);
    expect(field?.getAttribute('autocomplete')).toBe('off');
    expect(field?.value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('takes another name', () => {
    render(<HoneypotField name="homepage" />);
    expect(document.querySelector('input[name="homepage"]')).not.toBeNull();
  });

  it('gives two honeypots on one page different ids', () => {
    render(
      <>
        <HoneypotField />
        <HoneypotField />
      </>,
    );
    const ids = [...document.querySelectorAll('input[name="website"]')].map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
  });
});
