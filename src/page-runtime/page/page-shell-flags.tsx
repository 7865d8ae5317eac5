/**
 * Page flags from content (§2: "A page can hide its header or footer through page flags").
 *
 * The layout renders the header and footer before it knows which page it frames, so a page says
 * so itself: render `<PageShellFlags hideHeader={data.hideHeader} hideFooter={data.hideFooter} />`
 * anywhere in the page (the content helper's page.tsx does, from PageData.hideHeader/hideFooter).
 * It server-renders a hidden marker; the header's and footer's CSS hide them with
 * `body:has([data-shell-hide-header])`, so there is no flash and no client JS involved.
 */
export type PageShellFlagsProps = { readonly hideHeader?: boolean | undefined; readonly hideFooter?: boolean | undefined };

export function PageShellFlags({ hideHeader = false, hideFooter = false }: PageShellFlagsProps) {
  if (!hideHeader && !hideFooter) return null;
  return (
    <span
      hidden
      data-shell-hide-header={hideHeader ? '' : undefined}
      data-shell-hide-footer={hideFooter ? '' : undefined}
    />
  );
}
