/**
* | output |
* | --- |
* | "{name}: the rate gave no free days or start event" |
*
* @param {Tracking_Free_No_Terms_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms_text: ((inputs: Tracking_Free_No_Terms_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_Terms_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_No_Terms_TextInputs = {
    name: NonNullable<unknown>;
};
