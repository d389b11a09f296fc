import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { createElement, Fragment, lazy, startTransition, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydratedEvent } from '@salesiq/federation/hydrated-event';
import { HydratedSignal } from '@salesiq/federation/hydrated-signal';
import { isHumanInput, markClickRecorded, pressedAt } from '@salesiq/shared-data/visit/replayed-input';
import { isHydrated, keepEarlyInput } from './early-input';
import { headScript } from './head-script.mjs';
import { takeEarlyPresses } from './early-presses.mjs';

let root: HTMLElement | undefined;

/** The server's markup in the root, as the browser parses it: static HTML, nothing hydrated. */
function serverMarkup(html: string): HTMLElement {
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  keepEarlyInput(root);
  return root;
}

const element = <T extends Element>(selector: string): T => {
  const found = root?.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in the markup`);
  return found;
};

const reactMarker = '__reactFiber$test';
/** A fiber in React's committed tree: its path ends at the root, nothing on it is still to be placed or hydrated. */
const committedFiber = () => ({ tag: 5, flags: 0, alternate: null, return: { tag: 3, flags: 0, alternate: null, return: null } });
const hydratedForms = new Set<unknown>();

/**
 * happy-dom lists only a form's controls (a select's options) as its own keys, where a browser
 * lists the properties set on it too: React's marker on a form or a select is listed as a browser
 * would list it.
 */
function listMarkerOfHydratedForms() {
  const ownKeys = Object.keys;
  rs.spyOn(Object, 'keys').mockImplementation((value: object) =>
    hydratedForms.has(value) ? [...ownKeys(value), reactMarker] : ownKeys(value),
  );
}

/** What React does to each node it hydrates. */
const markHydrated = (...elements: Element[]) => {
  for (const hydrated of elements) {
    Object.assign(hydrated, { [reactMarker]: committedFiber() });
    if (hydrated instanceof HTMLFormElement || hydrated instanceof HTMLSelectElement) hydratedForms.add(hydrated);
  }
};

/** What `HydratedSignal` does once a part of the page has hydrated; held input is replayed in microtasks. */
const reportHydrated = async () => {
  document.dispatchEvent(new Event(hydratedEvent));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A visitor's click; false when something prevented its default action. */
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

const type = (field: HTMLInputElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Events of `type` that reach the root, as React's own listeners there would see them. */
function seenOnRoot(type: string) {
  // Stands in for React's handlers, which act instead of the browser (no navigation in the test).
  const listener = rs.fn((event: Event) => event.preventDefault());
  root?.addEventListener(type, listener);
  return listener;
}

afterEach(() => {
  root?.remove();
  root = undefined;
  hydratedForms.clear();
  rs.restoreAllMocks();
});

describe('isHydrated', () => {
  it('tells a node React has hydrated by its fiber, once committed', () => {
    const button = document.createElement('button');
    expect(isHydrated(button)).toBe(false);
    markHydrated(button);
    expect(isHydrated(button)).toBe(true);
  });

  it('does not count a node React has linked to a fiber that is still being hydrated', () => {
    const button = document.createElement('button');
    const hydrating = { tag: 13, flags: 0, alternate: {}, return: { tag: 3, flags: 0, alternate: {}, return: null } };
    const fragment = { tag: 7, flags: 0b1_0000_0000_0000, alternate: null, return: hydrating };
    Object.assign(button, { [reactMarker]: { tag: 5, flags: 0, alternate: null, return: fragment } });
    expect(isHydrated(button)).toBe(false);
  });
});

describe('keepEarlyInput', () => {
  it('holds a click on a button not hydrated yet: its default is prevented and the root never sees it', () => {
    serverMarkup('<button type="button"><span>Open</span></button>');
    const clicks = seenOnRoot('click');
    expect(click(element('span'))).toBe(false);
    expect(clicks).not.toHaveBeenCalled();
  });

  it('replays a held click on the button once it has hydrated, not before', async () => {
    serverMarkup('<button type="button">Open</button>');
    const button = element<HTMLButtonElement>('button');
    const clicks = seenOnRoot('click');
    click(button);

    await reportHydrated();
    expect(clicks).not.toHaveBeenCalled();

    markHydrated(button);
    await reportHydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]?.[0].target).toBe(button);

    await reportHydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('replays a held click with its button focused, as the click left it, though focus moved on while it was held', async () => {
    serverMarkup('<button type="button" id="open">Open</button><a href="/faq">FAQ</a>');
    const button = element<HTMLButtonElement>('#open');
    const focusedOnClick: (Element | null)[] = [];
    root?.addEventListener('click', () => focusedOnClick.push(document.activeElement));
    button.focus();
    click(button);
    element<HTMLAnchorElement>('a').focus();

    markHydrated(button);
    await reportHydrated();
    expect(focusedOnClick).toEqual([button]);
  });

  it('leaves focus in a field the visitor has gone on to type in when it replays a click', async () => {
    serverMarkup('<button type="button">Open</button><input aria-label="Name">');
    const button = element<HTMLButtonElement>('button');
    const field = element<HTMLInputElement>('input');
    click(button);
    field.focus();

    markHydrated(button, field);
    await reportHydrated();
    expect(document.activeElement).toBe(field);
  });

  it('leaves a click on a link alone: links work without scripts', () => {
    serverMarkup('<a href="/healthcare"><span>Healthcare</span></a>');
    const clicks = seenOnRoot('click');
    click(element('span'));
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a mail link and replays it once hydrated: the page asks for details before the draft opens', async () => {
    serverMarkup('<a href="mailto:hello@example.com"><span>hello@example.com</span></a>');
    const link = element<HTMLAnchorElement>('a');
    const clicks = seenOnRoot('click');
    expect(click(element('span'))).toBe(false);
    expect(clicks).not.toHaveBeenCalled();

    markHydrated(link);
    await reportHydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]?.[0].target).toBe(link);
  });

  it('leaves a click on a button already hydrated, or outside the root, alone', () => {
    serverMarkup('<button type="button">Open</button>');
    const button = element<HTMLButtonElement>('button');
    markHydrated(button);
    const clicks = seenOnRoot('click');
    click(button);
    expect(clicks).toHaveBeenCalledTimes(1);

    const outside = document.createElement('button');
    document.body.append(outside);
    expect(click(outside)).toBe(true);
    outside.remove();
  });

  it('holds a form submission (no native submit), and submits the form again once it has hydrated', async () => {
    listMarkerOfHydratedForms();
    serverMarkup('<form><input name="email"><button type="submit">Send</button></form>');
    const form = element<HTMLFormElement>('form');
    const send = element<HTMLButtonElement>('button');
    const submissions = seenOnRoot('submit');
    const submitted = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    expect(form.dispatchEvent(submitted)).toBe(false);
    expect(submissions).not.toHaveBeenCalled();

    const requestSubmit = rs.spyOn(form, 'requestSubmit');
    markHydrated(form, send);
    await reportHydrated();
    expect(requestSubmit).toHaveBeenCalledWith(send);
    expect(submissions).toHaveBeenCalledTimes(1);
  });

  it('gives a replayed click, and the submission it makes, the time of the press, not of the replay', async () => {
    listMarkerOfHydratedForms();
    const now = rs.spyOn(Date, 'now').mockReturnValue(1_000);
    serverMarkup('<form><button type="button" id="open">Open</button><button type="submit" id="send">Send</button></form>');
    // Unlike React's handlers in `seenOnRoot`, the submit button's click keeps its default: it submits the form.
    const clicks = rs.fn((_event: Event) => {});
    root?.addEventListener('click', clicks);
    const submissions = seenOnRoot('submit');
    click(element('#open'));
    click(element('#send'));
    now.mockReturnValue(1_800);

    markHydrated(element('form'), element('#open'), element('#send'));
    await reportHydrated();
    expect(clicks.mock.calls.map(([event]) => pressedAt(event))).toEqual([1_000, 1_000]);
    expect(submissions.mock.calls.map(([event]) => pressedAt(event))).toEqual([1_000]);
    // A press not held is made now.
    click(element('#open'));
    expect(clicks.mock.calls.map(([event]) => pressedAt(event))).toEqual([1_000, 1_000, 1_800]);
  });

  it('keeps text typed into a field, and announces it from the field once the field has hydrated', async () => {
    serverMarkup('<form><input name="name"></form>');
    const field = element<HTMLInputElement>('input');
    type(field, 'Ada');
    expect(field.value).toBe('Ada');

    const announced = seenOnRoot('input');
    const values = () => announced.mock.calls.map(([event]) => (event.target as HTMLInputElement).value);
    await reportHydrated();
    expect(announced).not.toHaveBeenCalled();

    markHydrated(field);
    await reportHydrated();
    expect(values()).toEqual(['Ada']);
    expect(announced.mock.calls[0]?.[0].target).toBe(field);
    expect(field.value).toBe('Ada');
  });

  it("keeps what was typed before it started (the page's scripts still loading) as the visitor's, and announces it once hydrated", async () => {
    root = document.createElement('div');
    root.innerHTML =
      '<form><input name="name"><input name="company" value="Acme"><input name="untouched">' +
      '<select name="industry"><option value="">Choose</option><option value="finance">Finance</option></select>' +
      '<select name="plan"><option value="a">A</option><option value="b" selected>B</option></select></form>';
    document.body.append(root);
    listMarkerOfHydratedForms();
    element<HTMLInputElement>('[name="name"]').value = 'Ada';
    element<HTMLInputElement>('[name="company"]').value = 'Acme Ltd';
    element<HTMLSelectElement>('[name="industry"]').value = 'finance';
    keepEarlyInput(root);

    const announced = seenOnRoot('input');
    const changed = seenOnRoot('change');
    markHydrated(...root.querySelectorAll('input, select'));
    await reportHydrated();
    const told = [...announced.mock.calls, ...changed.mock.calls].map(([event]) => {
      const field = event.target as HTMLInputElement;
      return [field.name, field.value, isHumanInput(event)];
    });
    expect(told).toEqual([
      ['name', 'Ada', true],
      ['company', 'Acme Ltd', true],
      ['industry', 'finance', true],
    ]);
  });

  it('acts on presses held before it started (by the inline script) once their parts have hydrated, after what was typed meanwhile', async () => {
    root = document.createElement('div');
    root.innerHTML = '<button type="button" id="open">Open</button><form><input name="email"><button id="send">Send</button></form>';
    document.body.append(root);
    listMarkerOfHydratedForms();
    globalThis.eval(headScript);
    click(element('#open'));
    element<HTMLInputElement>('[name="email"]').value = 'ada@example.com';
    const form = element<HTMLFormElement>('form');
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }));
    keepEarlyInput(root, takeEarlyPresses(window));

    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      seen.push(`click ${(event.target as Element).id} ${isHumanInput(event)}`);
      event.preventDefault();
    });
    root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    root.addEventListener('submit', (event) => {
      seen.push(`submit ${element<HTMLInputElement>('[name="email"]').value}`);
      event.preventDefault();
    });
    markHydrated(element('#open'));
    await reportHydrated();
    expect(seen).toEqual(['click open true']);

    markHydrated(form, ...form.querySelectorAll('input, button'));
    await reportHydrated();
    expect(seen).toEqual(['click open true', 'input ada@example.com', 'submit ada@example.com']);
  });

  it("replays a click the tracker recorded as it was made unmarked, and one it did not (not listening yet) marked as the visitor's", async () => {
    serverMarkup('<button type="button" id="recorded">Recorded</button><button type="button" id="unrecorded">Unrecorded</button>');
    const replays = seenOnRoot('click');
    const recorded = new MouseEvent('click', { bubbles: true, cancelable: true });
    markClickRecorded(recorded);
    element('#recorded').dispatchEvent(recorded);
    click(element('#unrecorded'));
    markHydrated(element('#recorded'), element('#unrecorded'));
    await reportHydrated();
    expect(replays.mock.calls.map(([event]) => [(event.target as Element).id, isHumanInput(event)])).toEqual([
      ['recorded', false],
      ['unrecorded', true],
    ]);
  });

  it('gives no replayed click to a control disabled since (a second press held with the first, which is sending the form)', async () => {
    serverMarkup('<form><button id="send">Send</button></form>');
    const send = element<HTMLButtonElement>('#send');
    const clicks = seenOnRoot('click');
    root?.addEventListener('click', () => {
      send.disabled = true;
    });
    click(send);
    click(send);
    markHydrated(send);
    await reportHydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("marks the announcement as a person's input where the browser reported the typing, not where a script made it", async () => {
    serverMarkup('<form><input name="name"><input name="email"></form>');
    const [name, email] = [element<HTMLInputElement>('[name="name"]'), element<HTMLInputElement>('[name="email"]')];
    name.value = 'Ada';
    // What the browser dispatches for a keystroke; a script's own events are never trusted.
    const keystroke = new Event('input', { bubbles: true });
    Object.defineProperty(keystroke, 'isTrusted', { value: true });
    name.dispatchEvent(keystroke);
    type(email, 'ada@example.com');

    const announced = seenOnRoot('input');
    markHydrated(name, email);
    await reportHydrated();
    const humanBy = Object.fromEntries(announced.mock.calls.map(([event]) => [(event.target as HTMLInputElement).name, isHumanInput(event)]));
    expect(humanBy).toEqual({ name: true, email: false });
  });

  it('announces typed text before replaying a click, so a submit button sees what was typed', async () => {
    listMarkerOfHydratedForms();
    serverMarkup('<form><input name="name"><button type="submit">Send</button></form>');
    const field = element<HTMLInputElement>('input');
    const send = element<HTMLButtonElement>('button');
    const order: string[] = [];
    root?.addEventListener('input', () => order.push(`input ${field.value}`));
    root?.addEventListener('click', () => order.push('click'));
    seenOnRoot('submit');
    click(send);
    type(field, 'Ada');
    order.length = 0;

    markHydrated(field, send, element('form'));
    await reportHydrated();
    expect(order).toEqual(['input Ada', 'click']);
  });
});

/** Two controlled fields: telling one re-renders the form, which resets the other's DOM value. */
function FullName() {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  return createElement(
    Fragment,
    null,
    createElement('input', { id: 'first', value: first, onChange: (event: { target: HTMLInputElement }) => setFirst(event.target.value) }),
    createElement('input', { id: 'last', value: last, onChange: (event: { target: HTMLInputElement }) => setLast(event.target.value) }),
    createElement('output', null, `${first} ${last}`),
    createElement(HydratedSignal),
  );
}

/** A controlled field and a button that reads it, as the site's forms are. */
function Greeting() {
  const [name, setName] = useState('');
  const [greeting, setGreeting] = useState('');
  return createElement(
    Fragment,
    null,
    createElement('input', { 'aria-label': 'Name', value: name, onChange: (event: { target: HTMLInputElement }) => setName(event.target.value) }),
    createElement('button', { type: 'button', onClick: () => setGreeting(`Hello ${name}`) }, 'Greet'),
    createElement('output', null, greeting),
    createElement(HydratedSignal),
  );
}

describe('keepEarlyInput with React hydrating the page', () => {
  it("puts text typed before hydration into the field's state, and a click held meanwhile sees it", async () => {
    const page = serverMarkup(renderToString(createElement(Greeting)));
    type(element('input'), 'Ada');
    click(element('button'));

    const hydrated = new Promise((resolve) => document.addEventListener(hydratedEvent, resolve, { once: true }));
    const app = hydrateRoot(page, createElement(Greeting));
    await hydrated;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element('output').textContent).toBe('Hello Ada');
    expect(element<HTMLInputElement>('input').value).toBe('Ada');
    app.unmount();
  });

  it('keeps every field typed into before hydration, though telling the first re-renders the rest', async () => {
    const page = serverMarkup(renderToString(createElement(FullName)));
    type(element('#first'), 'Ada');
    type(element('#last'), 'Lovelace');

    const hydrated = new Promise((resolve) => document.addEventListener(hydratedEvent, resolve, { once: true }));
    const app = hydrateRoot(page, createElement(FullName));
    await hydrated;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element('output').textContent).toBe('Ada Lovelace');
    expect(element<HTMLInputElement>('#first').value).toBe('Ada');
    expect(element<HTMLInputElement>('#last').value).toBe('Lovelace');
    app.unmount();
  });
});

/** The fields whose changes React saw, in order. */
const changes: string[] = [];

/** Two controlled fields and a button that reads both, in a part of its own (a federated module's). */
function Signup() {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [greeting, setGreeting] = useState('');
  const field = (id: string, value: string, set: (value: string) => void) =>
    createElement('input', {
      id,
      value,
      onChange: (event: { target: HTMLInputElement }) => {
        changes.push(id);
        set(event.target.value);
      },
    });
  return createElement(
    Fragment,
    null,
    field('first', first, setFirst),
    field('last', last, setLast),
    createElement('button', { type: 'button', onClick: () => setGreeting(`Hello ${first} ${last}`) }, 'Greet'),
    createElement('output', null, greeting),
    createElement(HydratedSignal),
  );
}

/** What a script does: set each field through the prototype (as if typed), then press the button, all at once. */
function scriptFillsAndPresses() {
  for (const [selector, text] of [['#first', 'Ada'], ['#last', 'Lovelace']] as const) {
    const field = element<HTMLInputElement>(selector);
    Reflect.set(HTMLInputElement.prototype, 'value', text, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  click(element('button'));
}

/**
 * A part whose code comes later (a federated module), and the page's server markup for it. `hydrate`
 * starts hydrating the page (inside `startTransition` if asked) and resolves once the part's code is
 * asked for; `arrive` delivers that code.
 */
function latePart(component: () => ReturnType<typeof createElement>) {
  const page = serverMarkup(renderToString(createElement(Suspense, { fallback: null }, createElement(component))));
  let arrive = () => {};
  let requestCode = () => {};
  const codeRequested = new Promise<void>((resolve) => (requestCode = resolve));
  const Late = lazy(() => {
    requestCode();
    return new Promise<{ default: typeof component }>((resolve) => (arrive = () => resolve({ default: component })));
  });
  let app: ReturnType<typeof hydrateRoot> | undefined;
  const hydrate = async ({ asTransition }: { asTransition: boolean }) => {
    const start = () => {
      app = hydrateRoot(page, createElement(Suspense, { fallback: null }, createElement(Late)));
    };
    if (asTransition) startTransition(start);
    else start();
    await codeRequested;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { hydrate, arrive: () => arrive(), unmount: () => app?.unmount() };
}

describe('keepEarlyInput when React hydrates a part inside an event', () => {
  it('replays what it held before the input that follows in the same task, which reaches the part hydrated', async () => {
    changes.length = 0;
    const part = latePart(Signup);
    await part.hydrate({ asTransition: false });

    // The part's code has come, and React has not hydrated the part yet: the first input of the
    // script makes React hydrate it at once, inside that input's dispatch (selective hydration).
    const hydratedDuringInput = new Promise((resolve) => document.addEventListener(hydratedEvent, resolve, { once: true }));
    part.arrive();
    await Promise.resolve();
    scriptFillsAndPresses();
    await hydratedDuringInput;
    await new Promise((resolve) => setTimeout(resolve, 0));

    const fieldValues = ['#first', '#last'].map((selector) => element<HTMLInputElement>(selector).value);
    expect({ greeting: element('output').textContent, fieldValues }).toEqual({ greeting: 'Hello Ada Lovelace', fieldValues: ['Ada', 'Lovelace'] });
    // React heard of the second field only after the first, held before it: it never re-rendered
    // the form with the first still empty (which would have emptied it on screen).
    expect(changes.slice(0, 2)).toEqual(['first', 'last']);
    part.unmount();
  });
});

/** Slow to render, as a long page on a slow device: React's time-sliced hydration yields after it. */
function Slow() {
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // busy
  }
  return null;
}

/** A part whose form React hydrates first, then renders more before it can commit. */
function SignupThenMore() {
  return createElement(Fragment, null, createElement(Signup), createElement(Slow), createElement(Slow), createElement(Slow), createElement(Slow));
}

const linkedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

describe('keepEarlyInput with React hydrating a part as a transition, in slices', () => {
  it('holds input on nodes React has linked in its render but not committed, and replays it once committed', async () => {
    const part = latePart(SignupThenMore);
    await part.hydrate({ asTransition: true });

    let committed = false;
    document.addEventListener(hydratedEvent, () => (committed = true), { once: true });
    part.arrive();
    // Between two slices of the part's render: its form is linked to fibers, not committed.
    while (!linkedByReact(element('button'))) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(committed).toBe(false);
    expect(isHydrated(element('button'))).toBe(false);
    scriptFillsAndPresses();

    while (!committed) await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element('output').textContent).toBe('Hello Ada Lovelace');
    part.unmount();
  });
});
