// The account area's public entry (issue 17): what its routes use (ADR 027).
export { AccountFrame, AccountHeading, AccountStatus } from './account-frame.tsx';
export { AccountNav } from './account-nav.tsx';
export { AccountFigures } from './figures.tsx';
export { PackageSummary } from './package-summary.tsx';
export { ProfileForm } from './profile-form.tsx';
export { StateBadge } from './state-badge.tsx';
export { WithdrawAction } from './withdraw-action.tsx';
