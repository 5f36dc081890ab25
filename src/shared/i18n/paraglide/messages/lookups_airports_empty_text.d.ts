/**
* | output |
* | --- |
* | "Check the spelling, or try the IATA code or the city's name in English." |
*
* @param {Lookups_Airports_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_empty_text: ((inputs?: Lookups_Airports_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Airports_Empty_TextInputs = {};
