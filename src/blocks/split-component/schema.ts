import { z } from 'zod';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const splitComponentSchema = z.object({ ...headingTextShape, ...imageSideShape('Light Beige') });

export const splitComponentInputs: readonly BlockInput[] = [...headingTextInputs(), ...imageSideInputs('Light Beige')];
