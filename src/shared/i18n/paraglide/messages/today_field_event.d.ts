/**
* | output |
* | --- |
* | "event must be release or empty-return" |
*
* @param {Today_Field_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_field_event: ((inputs?: Today_Field_EventInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Field_EventInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Field_EventInputs = {};
