/**
* | output |
* | --- |
* | "Type at least 2 letters of a name, city or IATA code" |
*
* @param {Lookups_Field_Airport_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_airport_letters: ((inputs?: Lookups_Field_Airport_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Field_Airport_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Field_Airport_LettersInputs = {};
