/**
* | output |
* | --- |
* | "seenAt must be an ISO date-time" |
*
* @param {Today_Field_Seen_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_field_seen_at: ((inputs?: Today_Field_Seen_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Field_Seen_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Field_Seen_AtInputs = {};
