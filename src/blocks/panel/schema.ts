import { z } from 'zod';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const panelSchema = z.object({ ...headingTextShape, ...imageSideShape('Light Green') });

export const panelInputs: readonly BlockInput[] = [...headingTextInputs(), ...imageSideInputs('Light Green')];
