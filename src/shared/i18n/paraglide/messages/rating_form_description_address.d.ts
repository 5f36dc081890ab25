/**
* | output |
* | --- |
* | "Pick the two places from the postal-code lookup and add the pieces." |
*
* @param {Rating_Form_Description_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_address: ((inputs?: Rating_Form_Description_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Description_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Description_AddressInputs = {};
