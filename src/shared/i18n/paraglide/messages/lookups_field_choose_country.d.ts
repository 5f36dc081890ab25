/**
* | output |
* | --- |
* | "Choose a country" |
*
* @param {Lookups_Field_Choose_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_choose_country: ((inputs?: Lookups_Field_Choose_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Field_Choose_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Field_Choose_CountryInputs = {};
