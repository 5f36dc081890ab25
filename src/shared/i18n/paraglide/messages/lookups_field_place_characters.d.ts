/**
* | output |
* | --- |
* | "Type at least 2 characters of a city or postal code" |
*
* @param {Lookups_Field_Place_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_place_characters: ((inputs?: Lookups_Field_Place_CharactersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Field_Place_CharactersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Field_Place_CharactersInputs = {};
