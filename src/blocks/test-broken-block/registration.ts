import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { TestBrokenBlock } from './test-broken-block';

export const testBrokenBlockSchema = z.object({
  reason: z.string().default('Throws on purpose'),
});

/** Registered so fixture content can reach it, hidden from the editor's insert menu. */
export const testBrokenBlockBlock = defineBlock({
  name: 'Test Broken Block',
  hideFromInsertMenu: true,
  inputs: [{ name: 'reason', type: 'string', defaultValue: 'Throws on purpose', helperText: 'Becomes the error message.' }],
  schema: testBrokenBlockSchema,
  component: TestBrokenBlock,
});
