/** Hostile strings tried in every free-text column of every table. */
export type PayloadCategory =
  | 'oversized'
  | 'nul byte'
  | 'control characters'
  | 'line breaks'
  | 'unicode'
  | 'blank'
  | 'html and script'
  | 'sql-looking'
  | 'templates and formulas';

export interface TextPayload {
  category: PayloadCategory;
  label: string;
  value: string;
}

const kib = 1024;

export const textPayloads: TextPayload[] = [
  { category: 'oversized', label: '10 KB', value: 'x'.repeat(10 * kib) },
  { category: 'oversized', label: '100 KB', value: 'x'.repeat(100 * kib) },
  { category: 'oversized', label: '1 MB', value: 'x'.repeat(1024 * kib) },
  { category: 'oversized', label: '1 MB of emoji (4-byte UTF-8)', value: '\u{1F600}'.repeat(256 * kib) },
  { category: 'nul byte', label: 'NUL inside', value: 'Ada\u0000Lovelace' },
  { category: 'nul byte', label: 'NUL alone', value: '\u0000' },
  { category: 'control characters', label: 'BEL', value: 'Ada\u0007' },
  { category: 'control characters', label: 'ANSI colour escape', value: '\u001b[31mAda\u001b[0m' },
  { category: 'control characters', label: 'backspaces', value: 'Ada\b\b\bEve' },
  { category: 'control characters', label: 'DEL', value: 'Ada\u007f' },
  { category: 'control characters', label: 'C1 next line', value: 'Ada\u0085Eve' },
  { category: 'line breaks', label: 'LF with a mail header', value: 'Ada\nBcc: all@evil.example' },
  { category: 'line breaks', label: 'CRLF with a header', value: 'Ada\r\nX-Injected: 1' },
  { category: 'line breaks', label: 'tab', value: 'Ada\tLovelace' },
  { category: 'unicode', label: 'emoji and ZWJ sequence', value: 'Ada \u{1F600}\u{1F680} \u{1F469}\u{1F3FD}\u200D\u{1F4BB}' },
  { category: 'unicode', label: 'RTL override', value: 'invoice\u202Egpj.exe' },
  { category: 'unicode', label: 'RTL isolate', value: '\u2067Ada\u2069 Lovelace' },
  { category: 'unicode', label: 'combining marks (zalgo)', value: 'Z\u0324\u0354\u0367\u0311a\u0308\u0356\u032dl\u036e\u0312g\u030c\u0317o\u0319\u0314' },
  { category: 'unicode', label: 'zero-width characters inside', value: 'A\u200Bd\u200Da' },
  { category: 'unicode', label: 'Arabic and Hebrew', value: '\u0645\u0631\u062D\u0628\u0627 \u05E9\u05DC\u05D5\u05DD' },
  { category: 'unicode', label: 'CJK', value: '\u5C71\u7530\u592A\u90CE' },
  { category: 'unicode', label: 'astral letters', value: '\u{1D56C}\u{1D589}\u{1D586}' },
  { category: 'unicode', label: 'leading byte-order mark', value: '\uFEFFAda' },
  { category: 'unicode', label: 'decomposed accent (NFD)', value: 'Jose\u0301' },
  { category: 'blank', label: 'spaces only', value: '   ' },
  { category: 'blank', label: 'zero-width only', value: '\u200B\u200B' },
  { category: 'blank', label: 'no-break spaces only', value: '\u00A0\u00A0' },
  { category: 'blank', label: 'empty', value: '' },
  { category: 'html and script', label: 'script tag', value: '<script>alert(1)</script>' },
  { category: 'html and script', label: 'img onerror', value: '"><img src=x onerror=alert(1)>' },
  { category: 'html and script', label: 'javascript: URL', value: 'javascript:alert(1)' },
  { category: 'html and script', label: 'svg onload', value: '<svg/onload=alert(1)>' },
  { category: 'html and script', label: 'entities', value: '&lt;b&gt;&amp;&#x27;' },
  { category: 'sql-looking', label: 'drop table', value: "Robert'); DROP TABLE leads;--" },
  { category: 'sql-looking', label: 'tautology', value: "' OR '1'='1" },
  { category: 'sql-looking', label: 'dollar quoting', value: '$$; select pg_sleep(5); $$' },
  { category: 'sql-looking', label: 'union select', value: "x' UNION SELECT email FROM leads--" },
  { category: 'sql-looking', label: 'comment and semicolon', value: 'Ada; -- /* */' },
  { category: 'templates and formulas', label: 'template expressions', value: '${7*7} {{7*7}} #{7*7} %s%n' },
  { category: 'templates and formulas', label: 'spreadsheet formula', value: '=HYPERLINK("http://evil.example","x")' },
  { category: 'templates and formulas', label: 'path traversal', value: '../../etc/passwd' },
];

/** Edge-case addresses tried in every e-mail column, with whether the schema accepts them. */
export const emailPayloads: { label: string; value: string }[] = [
  { label: 'plain', value: 'ada@example.com' },
  { label: 'plus tag', value: 'ada+sales@example.com' },
  { label: 'upper case', value: 'ADA@EXAMPLE.COM' },
  { label: 'quoted local part', value: '"ada.lovelace"@example.com' },
  { label: 'quoted local part with a space', value: '"ada lovelace"@example.com' },
  { label: 'international domain', value: 'ada@ex\u00E4mple.com' },
  { label: 'unicode local part and domain', value: '\u7528\u6237@\u4F8B\u5B50.\u5E7F\u544A' },
  { label: 'IP literal', value: 'ada@[192.168.0.1]' },
  { label: 'double dots', value: 'ada..lovelace@example..com' },
  { label: 'exactly 320 characters', value: `${'a'.repeat(308)}@example.com` },
  { label: '321 characters', value: `${'a'.repeat(309)}@example.com` },
  { label: 'no @', value: 'ada.example.com' },
  { label: 'two @', value: 'ada@lovelace@example.com' },
  { label: 'no dot in the domain', value: 'ada@localhost' },
  { label: 'nothing before @', value: '@example.com' },
  { label: 'space inside', value: 'ada lovelace@example.com' },
  { label: 'leading space', value: ' ada@example.com' },
  { label: 'trailing newline', value: 'ada@example.com\n' },
  { label: 'header injection', value: 'ada@example.com\r\nBcc: all@example.com' },
  { label: 'comma list', value: 'ada@example.com,eve@example.com' },
  { label: 'mailto: prefix', value: 'mailto:ada@example.com' },
  { label: 'html in the local part', value: '<script>@example.com' },
  { label: 'RTL override', value: 'moc.elpmaxe@\u202Eada' },
];
