import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button, ButtonLink, buttonClasses } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is a real button named by its text, type button by default', async () => {
    const onClick = rs.fn();
    render(<Button onClick={onClick}>Get AI Bot Templates</Button>);
    const button = screen.getByRole('button', { name: 'Get AI Bot Templates' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes button props through and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" id="submit-lead" variant="secondary" size="lg" data-track="x">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('id', 'submit-lead');
    expect(button).toHaveAttribute('data-track', 'x');
  });

  it('keeps its name, disables itself and reports busy while loading', async () => {
    const onClick = rs.fn();
    render(
      <Button loading onClick={onClick}>
        Download Template Kit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Download Template Kit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders links styled as buttons', () => {
    render(
      <ButtonLink href="mailto:hello@example.com" variant="on-dark">
        Email us
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Email us' });
    expect(link).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(link.className).toBe(buttonClasses({ variant: 'on-dark' }));
  });

  it('gives different variants different classes', () => {
    expect(buttonClasses({ variant: 'primary' })).not.toBe(buttonClasses({ variant: 'ghost' }));
    expect(buttonClasses({ className: 'extra' })).toContain('extra');
  });
});
