/** Real, public properties in the agent and agency pages' "Featured Properties" sidebar. */
export const FEATURED_LIMIT = 3;
