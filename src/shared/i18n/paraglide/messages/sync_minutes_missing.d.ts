/**
* | output |
* | --- |
* | "Type the minutes between syncs (0 turns automatic sync off)" |
*
* @param {Sync_Minutes_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_missing: ((inputs?: Sync_Minutes_MissingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Minutes_MissingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Minutes_MissingInputs = {};
