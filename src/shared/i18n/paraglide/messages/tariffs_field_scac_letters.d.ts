/**
* | output |
* | --- |
* | "Carrier SCAC is 2 to 4 letters (for example MAEU)" |
*
* @param {Tariffs_Field_Scac_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_scac_letters: ((inputs?: Tariffs_Field_Scac_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_Scac_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_Scac_LettersInputs = {};
