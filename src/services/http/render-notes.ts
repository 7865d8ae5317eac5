/**
 * The render's half of the page cache's notes (see render-note-registry.ts): what a server
 * component says about the response it is part of, and the A/B draw the cache chose for it.
 */
import { headers } from 'next/headers';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { renderNotesRegistry, type RenderNotes } from './render-note-registry';

/** Adds to this request's note, when the cache opened one (the render's side; server components only). */
export async function noteRender(add: (notes: RenderNotes) => void): Promise<void> {
  const id = (await headers()).get(FRONT_DOOR_HEADERS.fill);
  const notes = id === null ? undefined : renderNotesRegistry().get(id);
  if (notes) add(notes);
}

/**
 * Notes content entries this render drew from (a page, a symbol), each once, so that publishing any
 * of them drops the stored page (server components only).
 */
export async function noteContent(...ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await noteRender((notes) => {
    for (const id of ids) if (!notes.contents.includes(id)) notes.contents.push(id);
  });
}

/** The A/B draw the page cache chose for this request, when it chose one (server components only). */
export async function cacheDraw(): Promise<number | undefined> {
  const value = (await headers()).get(FRONT_DOOR_HEADERS.draw);
  if (value === null) return undefined;
  const draw = Number(value);
  return Number.isFinite(draw) && draw >= 0 && draw < 1 ? draw : undefined;
}
