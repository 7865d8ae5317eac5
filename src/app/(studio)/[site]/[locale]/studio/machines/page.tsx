import type { Metadata } from 'next';
import { MachineStudioLoader } from '@/studio/machines/machine-studio-loader';
import { requireStudio } from '../studio-gate';

export const metadata: Metadata = { title: 'Machine studio' };

/**
 * /studio/machines: every state machine of the app drawn from its live definition and steppable
 * on the fake effects the tests use. The studio layout keeps it noindex and 404s it when the
 * studio is switched off.
 */
export default function MachineStudioPage() {
  requireStudio();
  return (
    <>
      <h1>Machine studio</h1>
      <MachineStudioLoader />
    </>
  );
}
