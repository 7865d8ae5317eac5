// One side of a circle that closes only through a type import (see owner.ts).
import type { Owner } from './owner';

export type Vet = { readonly name: string; readonly clients: readonly Owner[] };
export const vetName = 'Dr. Bright';
