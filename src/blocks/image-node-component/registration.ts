import { defineBlock } from '@/block-kit/define-block';
import { ImageNodeComponent } from './image-node-component';
import { imageNodeComponentInputs, imageNodeComponentSchema } from './schema';

export const imageNodeComponentBlock = defineBlock({
  name: 'Image Node Component',
  group: 'imagery',
  inputs: imageNodeComponentInputs,
  schema: imageNodeComponentSchema,
  component: ImageNodeComponent,
});
