/**
 * The video the floating player on the home page offers (a fixture locally; a Mux id in production
 * content), with the §3 video structured-data fields home describes it by.
 */
export const FLOATING_VIDEO = {
  videoId: 'brightbowl-story',
  title: 'Our story',
  description: 'How two home cooks feeding an ageing dog became a kitchen that cooks fresh meals for dogs and cats in small batches every day.',
  publishDate: '2026-10-01',
  durationSeconds: 4,
} as const;
