import { type IndustryKey, industryKeys } from '@salesiq/shared-data/industries/catalogue';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadIndustryContent } from '../content/load-industry-content';
import type { IndustryContent } from '../content/types';
import IndustryPage from './industry-page';

const loaded = await Promise.all(industryKeys.map(loadIndustryContent));
const industryContent = Object.fromEntries(loaded.map((content) => [content.key, content])) as Record<IndustryKey, IndustryContent>;

const generatorProps = rs.hoisted(() => [] as unknown[]);

rs.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () =>
    Promise.resolve({
      default: (props: unknown) => {
        generatorProps.push(props);
        return <p>Generator form</p>;
      },
    }),
}));
rs.mock('@salesiq/tracking/report', () => ({ reportChat: rs.fn(), reportFormSubmit: rs.fn(), reportDownload: rs.fn() }));
/** The generator section loads its code as it nears the viewport: here everything observed counts as near at once. */
class EverythingNearObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
}
rs.stubGlobal('IntersectionObserver', EverythingNearObserver);

async function renderPage(key: IndustryKey) {
  // The page suspends on its content chunk: an awaited act lets React resume it.
  const view = await act(async () =>
    render(
      <MemoryRouter initialEntries={[`/${key}`]}>
        <Routes>
          <Route path={`/${key}`} element={<IndustryPage industryKey={key} />} />
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/personalized-guide" element={<h1>Guide form</h1>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  generatorProps.length = 0;
});

describe('IndustryPage', () => {
  it.each(industryKeys.filter((key) => key !== 'food-beverage'))('%s renders every section of an industry page', async (key) => {
    const content = industryContent[key];
    if (content.layout !== 'full') throw new Error('expected a full page');
    const { displayName } = content;
    await renderPage(key);
    expect(screen.getByRole('heading', { level: 1, name: `SalesIQ for ${displayName}` })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(nav).getByRole('button', { name: 'Back to All Industries' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Download Templates' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download Template Kit' })).toHaveLength(2);
    expect(button(`Request ${displayName} Demo`)).toBeInTheDocument();
    expect(button(`See ${displayName} Bot in Action`)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: `Example conversation with the ${content.bot.name}` })).toBeInTheDocument();
    for (const challenge of content.challenges) expect(screen.getByRole('heading', { level: 3, name: challenge.title })).toBeInTheDocument();
    for (const useCase of content.useCases) {
      const card = screen.getByRole('article', { name: useCase.name });
      expect(within(card).getByRole('list', { name: `${useCase.name} steps` }).children).toHaveLength(5);
    }
    expect(screen.getByRole('heading', { level: 2, name: content.contentBlock.heading })).toBeInTheDocument();
    for (const { value, label } of content.results.figures) {
      // One phrase, as SPEC writes it ("65% more direct bookings"), not a label and a number apart.
      expect(screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === `${value} ${label}`)).toBeInTheDocument();
    }
    expect(screen.getByText(content.results.testimonial.name)).toBeInTheDocument();
    for (const faq of content.faqs) expect(button(faq.question)).toHaveAttribute('aria-expanded', 'false');
    expect(button(`Try Our ${displayName} AI Bot Now!`)).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows only the top bar, hero, closing call to action and launcher for Food & Beverage', async () => {
    await renderPage('food-beverage');
    expect(screen.getByRole('heading', { level: 1, name: 'SalesIQ for Food & Beverage' })).toBeInTheDocument();
    expect(button('Request Food & Beverage Demo')).toBeInTheDocument();
    expect(button('See Food & Beverage Bot in Action')).toBeInTheDocument();
    expect(button('Try Our Food & Beverage AI Bot Now!')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('healthcare adds the guide buttons, the six-step journey and the generator with its props', async () => {
    await renderPage('healthcare');
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(nav).getAllByRole('button').map((element) => element.textContent)).toEqual([
      'Back to All Industries',
      'Download Template Guide',
      'Get Personalized Guide',
      'Download Templates',
    ]);
    expect(screen.getByRole('list', { name: 'Healthcare AI journey' }).children).toHaveLength(6);
    expect(screen.getAllByText('AI Processing')).toHaveLength(3);
    expect(await screen.findByText('Generator form')).toBeInTheDocument();
    expect(generatorProps[0]).toEqual({ industryKey: 'healthcare', industryDisplayName: 'Healthcare' });

    fireEvent.click(within(nav).getByRole('button', { name: 'Download Template Guide' }));
    expect(screen.getByRole('dialog', { name: 'Get the Healthcare Template Kit' })).toBeInTheDocument();
  });

  it('retail mounts the generator; other pages do not', async () => {
    await renderPage('retail');
    expect(await screen.findByText('Generator form')).toBeInTheDocument();
    cleanup();
    await renderPage('finance');
    expect(screen.queryByRole('region', { name: 'AI Bot Generator' })).toBeNull();
  });

  it('navigates home and to the personalised guide', async () => {
    await renderPage('healthcare');
    fireEvent.click(button('Get Personalized Guide'));
    expect(screen.getByRole('heading', { name: 'Guide form' })).toBeInTheDocument();
    cleanup();
    await renderPage('legal');
    fireEvent.click(button('Back to All Industries'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('opens the template dialog from the top bar, the hero and the closing call to action', async () => {
    await renderPage('legal');
    for (const opener of [button('Download Templates'), ...screen.getAllByRole('button', { name: 'Download Template Kit' })]) {
      fireEvent.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Get the Legal Template Kit' });
      expect(within(dialog).getByLabelText('Industry')).toHaveValue('Legal');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
  });

  it('toggles the floating demo chat with the launcher', async () => {
    await renderPage('fitness');
    const launcher = button('Try Our Fitness AI Bot Now!');
    fireEvent.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Fitness AI Fitness Coach' })).toBeInTheDocument();
    fireEvent.click(launcher);
    expect(screen.queryByRole('region', { name: 'Fitness AI Fitness Coach' })).toBeNull();
  });

  it('runs the demo request from both demo buttons', async () => {
    const { prompts, drafts } = stubBrowserDialogs();
    await renderPage('automotive');
    fireEvent.click(button('Request Automotive Demo'));
    fireEvent.click(button('See Automotive Bot in Action'));
    expect(prompts).toHaveLength(8);
    expect(drafts).toHaveLength(2);
  });
});
