import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { preloadRemoteModule, RemoteModule } from './remote-module';

const greeting = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe('RemoteModule', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows its placeholder while a module loads, then the module', async () => {
    render(<RemoteModule load={greeting} props={{ name: 'Ana' }} label="the greeting" minHeight="10rem" />);
    expect(screen.getByLabelText('Loading the greeting')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('renders a module loaded ahead at once, with no placeholder first', async () => {
    const load = rs.fn(greeting);
    expect(await preloadRemoteModule(load)).toBeDefined();
    render(<RemoteModule load={load} props={{ name: 'Ana' }} label="the greeting" minHeight="10rem" />);
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is not rendered again by its parent's render while what it is given stays the same", async () => {
    const rendered = rs.fn();
    const load = () => Promise.resolve({ default: ({ name }: { name: string }) => (rendered(), <p>Hello {name}</p>) });
    await preloadRemoteModule(load);
    const props = { name: 'Ana' };
    const { rerender } = render(<RemoteModule load={load} props={props} label="the greeting" minHeight="10rem" />);
    rerender(<RemoteModule load={load} props={props} label="the greeting" minHeight="10rem" />);
    expect(rendered).toHaveBeenCalledTimes(1);
    rerender(<RemoteModule load={load} props={{ name: 'Bo' }} label="the greeting" minHeight="10rem" />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
  });

  it('preloads nothing from a module that fails, and leaves the failure to the RemoteModule', async () => {
    const load = rs.fn(() => Promise.reject(new Error('remote down')));
    expect(await preloadRemoteModule(load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
