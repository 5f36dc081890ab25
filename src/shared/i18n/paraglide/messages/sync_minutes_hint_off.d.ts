/**
* | output |
* | --- |
* | "Automatic sync is off: the list syncs on sign-in, Refresh and after your changes." |
*
* @param {Sync_Minutes_Hint_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_hint_off: ((inputs?: Sync_Minutes_Hint_OffInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Minutes_Hint_OffInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Minutes_Hint_OffInputs = {};
