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
  for (let step = 0; step < 20 && !screen.queryByRole('heading', { name: 'Try the AI yourself' }); step += 1) await flushPromises();
  expect(screen.getByRole('heading', { name: 'Try the AI yourself' })).toBeInTheDocument();
  if (!view) throw new Error('Not rendered');
  return view;
}

describe('HomePage', () => {
  installFakeTimersForComponents();
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it("rendered in the browser, shows the generator remote's standalone generator in place, before any scroll", async () => {
    await renderHomeWithItsSections();
    const section = document.getElementById('ai-bot-generator');
    expect(section).toContainElement(screen.getByText('Standalone generator'));
    expect(screen.queryByLabelText('Loading the bot generator')).not.toBeInTheDocument();
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
