import { afterEach, describe, expect, it } from '@rstest/core';
import { botGeneratorDataAtom } from '@salesiq/shared-data/session/bot-generator-data';
import { cleanup, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { StandaloneRoutes, standaloneMeta } from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneRoutes />
    </MemoryRouter>,
  );
}

describe('StandaloneRoutes', () => {
  afterEach(cleanup);

  it('shows the standalone generator under a page heading at /', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Generate a Custom AI Bot in Seconds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate AI Bot' })).toBeDisabled();
  });

  it('passes the industry key and display name to the industry widget', () => {
    renderAt('/industry/real-estate');
    expect(screen.getByRole('heading', { level: 1, name: 'Generate Your Custom Real Estate AI Bot' })).toBeInTheDocument();
    expect(screen.getByText('Your Real Estate bot, generated for your business')).toBeInTheDocument();
  });

  it('routes the script page, which sends visitors without generator data to the generator', () => {
    renderAt('/generate-bot-script/healthcare/acme');
    expect(screen.getByRole('heading', { level: 1, name: 'Generate a Custom AI Bot in Seconds' })).toBeInTheDocument();
    getDefaultStore().set(botGeneratorDataAtom, {
      companyName: 'Acme',
      industry: 'healthcare',
      industryDisplayName: 'Healthcare',
      primaryGoal: 'Reduce response times',
      name: 'Jo',
      email: 'jo@acme.test',
    });
    cleanup();
    renderAt('/generate-bot-script/healthcare/acme');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme AI Bot Script' })).toBeInTheDocument();
    getDefaultStore().set(botGeneratorDataAtom, null);
  });

  it("titles the script page as the site does, and the generator's own pages as the generator", () => {
    expect(standaloneMeta('/generate-bot-script/healthcare/acme').title).toBe('Your AI Bot Script | SalesIQ Bot Studio');
    expect(standaloneMeta('/generate-bot-script/healthcare/acme').noindex).toBe(true);
    expect(standaloneMeta('/').title).toBe('AI Bot Generator | SalesIQ Bot Studio');
    expect(standaloneMeta('/industry/retail').title).toBe('AI Bot Generator | SalesIQ Bot Studio');
  });
});
