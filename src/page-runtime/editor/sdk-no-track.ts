/**
 * Side effect, imported by builder-page.tsx BEFORE '@builder.io/react': the SDK builds its singleton
 * when its module is evaluated and, if tracking looks allowed at that moment, schedules a session
 * cookie (`builder.sessionId`) and a localStorage visitor id before any component could call
 * `builder.init(key, false)`. `window.builderNoTrack` is the SDK's own switch for "start with
 * tracking off"; with an API key, sdk-setup.ts turns tracking on explicitly afterwards.
 */
declare global {
  interface Window {
    builderNoTrack?: boolean;
  }
}

if (typeof window !== 'undefined') window.builderNoTrack = true;

export {};
