// The other side: a value import back to vet.ts, which reaches here by `import type` only.
import { vetName } from './vet';

export type Owner = { readonly name: string; readonly vet: string };
export const ownerOf = (name: string): Owner => ({ name, vet: vetName });
