import { RouteLoading } from '@/shell/route-loading/route-loading';

/** Shown by the router while a page of this theme and locale loads (§4 spinning indicator). */
export default function Loading() {
  return <RouteLoading />;
}
