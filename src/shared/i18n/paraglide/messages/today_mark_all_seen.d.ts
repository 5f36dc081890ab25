/**
* | output |
* | --- |
* | "Mark all seen" |
*
* @param {Today_Mark_All_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_mark_all_seen: ((inputs?: Today_Mark_All_SeenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Mark_All_SeenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Mark_All_SeenInputs = {};
