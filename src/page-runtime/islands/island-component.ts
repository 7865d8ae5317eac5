import type { ComponentType } from 'react';

// Each island's props are its block's parsed options (zod output) or a Form element's settings;
// the island maps erase them so one `Island` can render any of them. The server renderer is the
// only caller that picks props, and it passes each island the output of that island's own schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyProps = any;
export type IslandComponent = ComponentType<AnyProps>;
