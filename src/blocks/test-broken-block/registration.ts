import { defineBlock } from '@/block-kit/define-block';
import { TestBrokenBlock } from './test-broken-block';
import { testBrokenBlockInputs, testBrokenBlockSchema } from './schema';

export const testBrokenBlockBlock = defineBlock({
  name: 'Test Broken Block',
  group: 'test',
  inputs: testBrokenBlockInputs,
  schema: testBrokenBlockSchema,
  component: TestBrokenBlock,
  hideFromInsertMenu: true,
});
