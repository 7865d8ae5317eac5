import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import {
  backgroundColorInput,
  backgroundColorSchema,
  columnGapInput,
  columnGapSchema,
  maxWidthInput,
  maxWidthSchema,
} from '@/page-builder/kit/shared-inputs';
import { Container } from './container';

export const containerSchema = z.object({
  maxWidth: maxWidthSchema,
  columnGap: columnGapSchema,
  backgroundColor: backgroundColorSchema(),
});

export const containerBlock = defineBlock({
  name: 'Container',
  canHaveChildren: true,
  inputs: [maxWidthInput, columnGapInput, backgroundColorInput()],
  schema: containerSchema,
  component: Container,
});
