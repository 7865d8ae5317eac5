/**
 * The hosts a request was addressed to, lower-cased: the first X-Forwarded-Host (a trusted proxy in
 * front) and Host, or the request URL's host when neither header is there (a Request built in a
 * test). A page of this site has one of these as its host, so a link or an Origin naming another
 * host is not ours.
 *
 * @example
 * requestHosts(new Request('http://localhost:3000/api/x', { headers: { host: 'vet.localhost:3000' } })); // ['vet.localhost:3000']
 */
export function requestHosts(request: Request): string[] {
  const hosts = [request.headers.get('x-forwarded-host')?.split(',')[0], request.headers.get('host')]
    .filter((h): h is string => typeof h === 'string' && h !== '')
    .map((h) => h.trim().toLowerCase());
  if (hosts.length === 0) hosts.push(new URL(request.url).host.toLowerCase());
  return hosts;
}
