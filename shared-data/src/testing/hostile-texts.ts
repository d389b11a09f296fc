/** Company names, goals and other visitor text that break naive string building. */
export const hostileTexts = [
  'Acme "Best" Clinic',
  'Back\\slash & Co',
  'Ends with backslash\\',
  'Two\nLines\r\nand\rreturns',
  'Tab\there',
  '"; zoho.crm.deleteRecord("Leads", 1); x = "',
  '// not a comment } { ) (',
  'Unicode\u2028separator\u2029too',
  "O'Brien \u00e9t Fils \u{1F600}",
];
