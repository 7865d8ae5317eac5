'use client';

/**
 * The SDK page behind a dynamic import: @builder.io/react, the block registry with every block's
 * schema and the editor's component list form a chunk that only pages rendered through the SDK
 * (the editor, previews, content the server renderer cannot render) load. Server-rendered as well,
 * so such a page still has its content in the first HTML.
 */
import dynamic from 'next/dynamic';

export const SdkPage = dynamic(() => import('../page/builder-page').then((m) => m.BuilderPage));
