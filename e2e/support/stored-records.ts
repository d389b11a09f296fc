import { expect } from '@playwright/test';
import { type Row, waitForRows } from './db';

/**
 * Waits for the row a flow stores for the visitor's address and for the lead it stores after it
 * (SPEC §7 sequences), checks the columns of both, and that the record was stored first.
 */
export async function expectRecordThenLead(table: string, email: string, columns: { record: Row; lead: Row }): Promise<void> {
  const [record] = await waitForRows(table, { email });
  expect(record, `the ${table} row`).toMatchObject(columns.record);
  const [lead] = await waitForRows('leads', { email });
  expect(lead, 'the leads row').toMatchObject(columns.lead);
  expect(Date.parse(String(record?.created_at)), `the ${table} row stored before its lead`).toBeLessThanOrEqual(Date.parse(String(lead?.created_at)));
}

/** Waits for a row of each table for the visitor's address, then makes sure none was stored twice. */
export async function expectStoredOnce(email: string, tables: string[]): Promise<void> {
  for (const table of tables) await waitForRows(table, { email });
  for (const table of tables) await expect(waitForRows(table, { email }, 2, 1500)).rejects.toThrow(/found 1/);
}
