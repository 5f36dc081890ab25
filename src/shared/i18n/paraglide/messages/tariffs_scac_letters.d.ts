/**
* | output |
* | --- |
* | "Carrier SCAC is 2 to 4 letters (for example MAEU)" |
*
* @param {Tariffs_Scac_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_letters: ((inputs?: Tariffs_Scac_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Scac_LettersInputs = {};
