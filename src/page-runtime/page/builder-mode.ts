/**
 * Whether the page runs live, in Builder's preview, or inside the visual editor. Pure: the caller
 * passes what it read from `location`, the frame and the SDK, so the switch is unit-tested.
 *
 * Preview and editing need Builder itself (the editor frames the page and sends drafts; preview
 * fetches the draft from the Content API), so without an API key the answer is always 'live': a
 * visitor adding `?builder.preview=page` to a URL must not make the browser call Builder's hosts.
 */
export type BuilderMode = 'live' | 'preview' | 'editing';

export type BuilderModeInput = {
  readonly hasApiKey: boolean;
  /** `location.search`, with or without the leading '?'. */
  readonly search: string;
  /** Whether the page is framed (the editor loads it in an iframe). */
  readonly inIframe: boolean;
  /** What the SDK concluded itself (`Builder.isEditing`: framed by a trusted Builder host). */
  readonly sdkEditing?: boolean | undefined;
};

/** The query parameters Builder's editors and previews add to a page URL. */
const PREVIEW_PARAM = 'builder.preview';
const FRAME_EDITING_PARAM = 'builder.frameEditing';
const EDITING_PARAM = '__builder_editing__';

/**
 * @example
 * detectBuilderMode({ hasApiKey: true, search: '?builder.preview=page', inIframe: false }) // 'preview'
 * detectBuilderMode({ hasApiKey: true, search: '?__builder_editing__=true', inIframe: true }) // 'editing'
 * detectBuilderMode({ hasApiKey: false, search: '?builder.preview=page', inIframe: false }) // 'live'
 */
export function detectBuilderMode(input: BuilderModeInput): BuilderMode {
  if (!input.hasApiKey) return 'live';
  const params = new URLSearchParams(input.search);
  const editingParam = params.get(EDITING_PARAM) === 'true' || params.has(FRAME_EDITING_PARAM);
  // The editor always frames the page; an editing parameter on a top-level tab is a shared preview link.
  if (input.sdkEditing === true || (editingParam && input.inIframe)) return 'editing';
  if (editingParam || params.has(PREVIEW_PARAM)) return 'preview';
  return 'live';
}

/**
 * The server's side of the switch: whether a request asks for the editor or a preview, so a page
 * that is not published yet renders an empty canvas for the editor instead of a 404.
 *
 * @example
 * isPreviewRequest({ 'builder.preview': 'page' }, true) // true
 * isPreviewRequest({ 'builder.preview': 'page' }, false) // false: no key, no preview
 */
export function isPreviewRequest(searchParams: Readonly<Record<string, string | readonly string[] | undefined>>, hasApiKey: boolean): boolean {
  if (!hasApiKey) return false;
  const editing = searchParams[EDITING_PARAM];
  return (
    searchParams[PREVIEW_PARAM] !== undefined ||
    searchParams[FRAME_EDITING_PARAM] !== undefined ||
    editing === 'true' ||
    (Array.isArray(editing) && editing.includes('true'))
  );
}
