import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './disclosure';

afterEach(cleanup);

describe('Disclosure', () => {
  it('starts collapsed, with a button that controls a hidden region', () => {
    render(<Disclosure title="Is it HIPAA-ready?">Yes, with a signed BAA.</Disclosure>);
    const button = screen.getByRole('button', { name: 'Is it HIPAA-ready?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(button.closest('h3')).not.toBeNull();
  });

  it('expands and collapses with a click or the keyboard', async () => {
    const user = userEvent.setup();
    render(<Disclosure title="How long does setup take?">About two weeks.</Disclosure>);
    const button = screen.getByRole('button', { name: 'How long does setup take?' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long does setup take?' })).toHaveTextContent('About two weeks.');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
