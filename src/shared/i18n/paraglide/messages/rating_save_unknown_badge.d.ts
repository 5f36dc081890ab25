/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Save_Unknown_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_badge: ((inputs?: Rating_Save_Unknown_BadgeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Unknown_BadgeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Save_Unknown_BadgeInputs = {};
