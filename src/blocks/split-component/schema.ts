import { z } from 'zod';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/page-builder/kit/shared-inputs';
import type { BlockInput } from '@/page-builder/kit/types';

export const splitComponentSchema = z.object({ ...headingTextShape, ...imageSideShape('Light Beige') });

export const splitComponentInputs: readonly BlockInput[] = [...headingTextInputs(), ...imageSideInputs('Light Beige')];
