/**
* | output |
* | --- |
* | "Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them." |
*
* @param {Today_Changes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_empty: ((inputs?: Today_Changes_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Changes_EmptyInputs = {};
