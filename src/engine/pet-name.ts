/**
 * The token an editor writes in a heading where the pet's name goes.
 *
 * @example
 * 'How old is {petName}?'.includes(PET_NAME_PLACEHOLDER); // true
 */
export const PET_NAME_PLACEHOLDER = '{petName}';

/**
 * What stands in for the name when the shopper skipped it.
 *
 * @example
 * PET_NAME_FALLBACK; // 'your pet'
 */
export const PET_NAME_FALLBACK = 'your pet';

// Control characters and line breaks would render oddly inside a one-line heading.
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/**
 * Fills every pet-name placeholder of a heading with the trimmed name, as plain text: the result
 * is meant to be rendered as a text node, never as HTML, so the name is not interpreted. With no
 * name it uses "your pet", capitalised where it starts a sentence.
 *
 * @example
 * fillPetName('How old is {petName}?', 'Rex'); // 'How old is Rex?'
 * fillPetName("What's {petName}'s size?", '  '); // "What's your pet's size?"
 * fillPetName('{petName} loves...', undefined); // 'Your pet loves...'
 */
export function fillPetName(text: string, petName: string | undefined): string {
  const name = (petName ?? '').replace(CONTROL, ' ').trim();
  let out = '';
  let from = 0;
  for (let at = text.indexOf(PET_NAME_PLACEHOLDER); at !== -1; at = text.indexOf(PET_NAME_PLACEHOLDER, from)) {
    out += text.slice(from, at);
    out += name !== '' ? name : startsSentence(out) ? capitalise(PET_NAME_FALLBACK) : PET_NAME_FALLBACK;
    from = at + PET_NAME_PLACEHOLDER.length;
  }
  return out + text.slice(from);
}

function startsSentence(before: string): boolean {
  const trimmed = before.trimEnd();
  return trimmed === '' || /[.!?]$/.test(trimmed);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
