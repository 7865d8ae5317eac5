import { defineBlock } from '@/block-kit/define-block';
import { Ticker } from './ticker';
import { tickerInputs, tickerSchema } from './schema';

export const tickerBlock = defineBlock({
  name: 'Ticker',
  group: 'siteSections',
  inputs: tickerInputs,
  schema: tickerSchema,
  component: Ticker,
});
