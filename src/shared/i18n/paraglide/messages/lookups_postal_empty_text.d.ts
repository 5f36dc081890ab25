/**
* | output |
* | --- |
* | "Check the country and the spelling; a postal code can be typed in part (“080”)." |
*
* @param {Lookups_Postal_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_empty_text: ((inputs?: Lookups_Postal_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_Empty_TextInputs = {};
