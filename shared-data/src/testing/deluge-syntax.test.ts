import { describe, expect, it } from '@rstest/core';
import { scanDeluge } from './deluge-syntax';

describe('scanDeluge (the test lexer)', () => {
  it('decodes string literals and skips comments', () => {
    const scan = scanDeluge('// say "hi\nx = "a \\"b\\" \\\\ c\\nd";\nm = {"k": "v"};');
    expect(scan.problems).toEqual([]);
    expect(scan.strings).toEqual(['a "b" \\ c\nd', 'k', 'v']);
  });

  it.each([
    ['x = "unterminated;', 'unterminated string'],
    ['x = "line\nbreak";', 'line break inside a string'],
    ['if(a } )', 'unbalanced } at'],
    ['m = {"a";', 'unclosed {'],
    ['x = "bad \\q escape";', 'unknown escape'],
  ])('reports %j', (script, problem) => {
    expect(scanDeluge(script).problems.join('; ')).toContain(problem);
  });
});
