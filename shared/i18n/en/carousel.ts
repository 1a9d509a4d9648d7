// English catalogue: the shared carousel's controls (app/components/carousel.tsx).
export const carousel = {
  carousel: {
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: 'Slide {{index}} of {{count}}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause',
    play: 'Play',
    goTo: 'Go to slide {{index}}',
    slidePicker: 'Choose a slide',
  },
} as const;
