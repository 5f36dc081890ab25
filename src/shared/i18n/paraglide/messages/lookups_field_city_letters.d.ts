/**
* | output |
* | --- |
* | "Type at least 2 letters of a city name" |
*
* @param {Lookups_Field_City_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_city_letters: ((inputs?: Lookups_Field_City_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Field_City_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Field_City_LettersInputs = {};
