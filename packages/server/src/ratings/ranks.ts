/**
 * The places of a finished match's sides, as the ratings read them: the protocol's one rule
 * (`@parlor/protocol`'s standings), which the page uses too.
 */
export { forfeited, placings, type Placing } from "@parlor/protocol";
