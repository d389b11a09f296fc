import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { advance, flushPromises, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import HomePage from './home-page';

const loadRemote = rs.hoisted(() =>
  rs.fn(() => Promise.resolve({ default: () => <p>Standalone generator</p> })),
);
rs.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
rs.mock('@salesiq/tracking/report', () => ({ reportChat: rs.fn(), reportFormSubmit: rs.fn(), reportDownload: rs.fn() }));

/** Stands in for the browser's IntersectionObserver: `scrollNear` reports an observed element near the viewport. */
function stubViewport() {
  const observers = new Set<FakeIntersectionObserver>();
  class FakeIntersectionObserver {
    readonly targets = new Set<Element>();
    constructor(readonly report: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  rs.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollNear(target: Element) {
      for (const observer of observers) {
        if (!observer.targets.has(target)) continue;
        observer.report([{ isIntersecting: true, target } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
      }
    },
  };
}

function renderHome() {
  Element.prototype.scrollIntoView = rs.fn();
  return render(<HomePage />, { wrapper: MemoryRouter });
}

/**
 * The page as a browser renders it (not hydrating server HTML): the sections below the fold have
 * no markup to show until their code comes, so it loads at once.
 */
async function renderHomeWithItsSections() {
  let view: ReturnType<typeof renderHome> | undefined;
  await act(async () => {
    view = renderHome();
  });
  for (let step = 0; step < 20 && !screen.queryByRole('heading', { name: 'See AI in action' }); step += 1) await flushPromises();
  expect(screen.getByRole('heading', { name: 'See AI in action' })).toBeInTheDocument();
  if (!view) throw new Error('Not rendered');
  return view;
}

describe('HomePage', () => {
  installFakeTimersForComponents();
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('stacks the sections in the spec order', async () => {
    const { container } = await renderHomeWithItsSections();
    const regions = [...container.querySelectorAll('section')]
      .filter((section) => !section.parentElement?.closest('section'))
      .map((section) => section.id || section.querySelector('h1, h2')?.textContent);
    expect(regions).toEqual([
      expect.stringContaining('AI Chatbot Templates'),
      'AI chatbots for 20+ industries',
      'industry-details',
      'From first message to booked revenue',
      'Not a script. An assistant that understands.',
      'ai-bot-generator',
      'lead-magnet',
      'demo-section',
    ]);
  });

  it("renders the generator remote's standalone generator in place, loading its code as the section nears the viewport", async () => {
    loadRemote.mockClear();
    const viewport = stubViewport();
    await renderHomeWithItsSections();
    const section = document.getElementById('ai-bot-generator');
    if (!section) throw new Error('No generator section');
    expect(screen.getByLabelText('Loading the bot generator')).toBeInTheDocument();
    await flushPromises();
    expect(loadRemote).not.toHaveBeenCalled();

    act(() => viewport.scrollNear(section));
    expect(await screen.findByText('Standalone generator')).toBeInTheDocument();
    expect(section).toContainElement(screen.getByText('Standalone generator'));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('generator/standalone-generator');
  });

  it('Get AI Finance Bot preselects finance and focuses Full Name 800 ms later', async () => {
    await renderHomeWithItsSections();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Get AI Finance Bot' }));
    expect(document.getElementById('lead-magnet')?.scrollIntoView).toHaveBeenCalled();
    advance(799);
    expect(screen.getByLabelText('Industry')).toHaveValue('');
    advance(1);
    expect(screen.getByLabelText('Industry')).toHaveValue('finance');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('the AI-intelligence button preselects other', async () => {
    await renderHomeWithItsSections();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Get Your AI Bot Today' }));
    advance(800);
    expect(screen.getByLabelText('Industry')).toHaveValue('other');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });
});
