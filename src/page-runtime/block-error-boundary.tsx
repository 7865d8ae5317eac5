'use client';

import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { BlockError } from '@/block-kit/block-error';
import type { PlainIssue } from '@/domain/zod-issues';

/** A zod issue as plain data (it crosses the server/client boundary as a prop). */
export type BlockIssue = PlainIssue;

function logInvalidOptions(blockName: string, report: string, issues: readonly BlockIssue[]): void {
  console.error(`Builder block "${blockName}" has invalid options:\n${report}`, issues);
}

/** The §8 message for a block whose options failed its schema, with the zod issues in the console. */
export function InvalidBlock({
  blockName,
  report,
  issues,
}: {
  readonly blockName: string;
  readonly report: string;
  readonly issues: readonly BlockIssue[];
}) {
  // The server log is where a broken fixture or publish shows up first; the browser console is
  // where the §8 message sends editors. Effects never run on the server, so log there while rendering.
  if (typeof window === 'undefined') logInvalidOptions(blockName, report, issues);
  useEffect(() => {
    logInvalidOptions(blockName, report, issues);
    // The report string identifies the failure; the issues array is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blockName, report]);
  return <BlockError blockName={blockName} />;
}

type BoundaryProps = {
  readonly blockName: string;
  /** When this changes (an editor fixed the options), a failed block tries again. */
  readonly resetKey: string;
  readonly children: ReactNode;
};

/** Catches a block that throws while rendering in the browser and shows the §8 message instead. */
export class BlockErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Builder block "${this.props.blockName}" failed while rendering:`, error, info.componentStack);
  }

  override componentDidUpdate(prev: BoundaryProps): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <BlockError blockName={this.props.blockName} /> : this.props.children;
  }
}

/**
 * The §8 message for a block that threw while the server rendered it. The stack stays in the server
 * log (it may name files and data); the browser console, where the message sends editors, names
 * the block so they can find it.
 */
export function FailedBlock({ blockName, blockId }: { readonly blockName: string; readonly blockId: string | undefined }) {
  useEffect(() => {
    console.error(`Builder block "${blockName}"${blockId ? ` (${blockId})` : ''} failed while rendering on the server; the cause is in the server log.`);
  }, [blockName, blockId]);
  return <BlockError blockName={blockName} />;
}
