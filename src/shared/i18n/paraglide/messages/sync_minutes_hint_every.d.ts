/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Syncs every minute, and on sign-in, Refresh and after your changes. 0 turns it off." |
* | * | "Syncs every {count} minutes, and on sign-in, Refresh and after your changes. 0 turns it off." |
*
* @param {Sync_Minutes_Hint_EveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_hint_every: ((inputs: Sync_Minutes_Hint_EveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Minutes_Hint_EveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Minutes_Hint_EveryInputs = {
    count: NonNullable<unknown>;
};
