/** Joins the class names that apply; CSS module lookups may be undefined under noUncheckedIndexedAccess. */
export function cx(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter((n): n is string => typeof n === 'string' && n !== '').join(' ');
}
