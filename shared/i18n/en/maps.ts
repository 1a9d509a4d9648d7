// English catalogue: maps and video.
export const maps = {
  maps: {
    openInOsm: 'Open in OpenStreetMap',
    unavailable: 'The map could not be loaded right now. The address above is all you need to find it.',
  },
  video: {
    play: 'Play video: {{name}}',
    frameTitle: 'Video of {{name}}',
    external: 'Watch on the video site',
  },
} as const;
