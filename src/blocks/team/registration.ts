import { defineBlock } from '@/block-kit/define-block';
import { Team } from './team';
import { teamInputs, teamSchema } from './schema';

export const teamBlock = defineBlock({
  name: 'Team',
  group: 'siteSections',
  inputs: teamInputs,
  schema: teamSchema,
  component: Team,
});
