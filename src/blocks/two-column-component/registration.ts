import { z } from 'zod';
import { defineBlock } from '../block-guard';
import {
  altTextInput,
  backgroundColorInput,
  backgroundColorSchema,
  buttonsInput,
  buttonsSchema,
  columnGapInput,
  columnGapSchema,
  imageInput,
  imageShape,
  optionalTextSchema,
} from '../shared-inputs';
import { TwoColumnComponent } from './two-column-component';

export const twoColumnComponentSchema = z.object({
  heading: optionalTextSchema,
  body: optionalTextSchema,
  columns: z
    .array(
      z.object({
        heading: z.string().trim().min(1),
        body: optionalTextSchema,
        ...imageShape,
        buttons: buttonsSchema,
      }),
    )
    .min(1)
    .max(2),
  columnGap: columnGapSchema,
  backgroundColor: backgroundColorSchema(),
});

export const twoColumnComponentBlock = defineBlock({
  name: 'Two Column Component',
  inputs: [
    { name: 'heading', type: 'string', helperText: 'Optional heading over both columns (column headings become h3).' },
    { name: 'body', type: 'longText', helperText: 'Optional introduction under the heading.' },
    {
      name: 'columns',
      type: 'list',
      required: true,
      helperText: 'One or two columns.',
      subFields: [
        { name: 'heading', type: 'string', required: true },
        { name: 'body', type: 'longText' },
        imageInput(),
        altTextInput(),
        buttonsInput(),
      ],
    },
    columnGapInput,
    backgroundColorInput(),
  ],
  schema: twoColumnComponentSchema,
  component: TwoColumnComponent,
});
