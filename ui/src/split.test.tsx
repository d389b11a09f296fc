import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Split } from './split';
import styles from './split.module.css';

afterEach(cleanup);

describe('Split', () => {
  it('holds its two columns in order, in one block with the section’s class', () => {
    render(
      <Split className="kit" data-testid="split">
        <h2>Get your AI bot templates, free</h2>
        <form aria-label="Template kit" />
      </Split>,
    );
    const split = screen.getByTestId('split');
    expect(split.tagName).toBe('DIV');
    expect(split).toHaveClass(styles.split ?? 'split', styles.center ?? 'center', 'kit');
    expect([...split.children].map((child) => child.tagName)).toEqual(['H2', 'FORM']);
  });

  it('lines its columns up by their tops when asked to', () => {
    render(<Split align="start" data-testid="split" />);
    expect(screen.getByTestId('split')).toHaveClass(styles.start ?? 'start');
    expect(screen.getByTestId('split')).not.toHaveClass(styles.center ?? 'center');
  });
});
