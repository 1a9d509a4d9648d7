// The style guide's public entry (ADR 027): the pieces /component lays out. Sections that show other
// features' components (cards, tabs, the video) are composed by the route, which may import them.
export { GuideSection, Specimen, StateSample } from './specimen.tsx';
export { AlertSamples, BadgeSamples, ButtonSamples } from './samples.tsx';
export { DialogSamples } from './dialog-samples.tsx';
export { FieldStates } from './field-states.tsx';
