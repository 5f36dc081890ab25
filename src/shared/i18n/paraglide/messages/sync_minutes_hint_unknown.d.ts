/**
* | output |
* | --- |
* | "0 turns automatic sync off." |
*
* @param {Sync_Minutes_Hint_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_hint_unknown: ((inputs?: Sync_Minutes_Hint_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Minutes_Hint_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Minutes_Hint_UnknownInputs = {};
