/**
* | output |
* | --- |
* | "Minutes between syncs must be a number, such as 5" |
*
* @param {Sync_Minutes_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_not_number: ((inputs?: Sync_Minutes_Not_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Minutes_Not_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Minutes_Not_NumberInputs = {};
