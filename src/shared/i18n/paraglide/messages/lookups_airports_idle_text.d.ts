/**
* | output |
* | --- |
* | "Type a three-letter IATA code, a city or part of the airport's name, and press Enter." |
*
* @param {Lookups_Airports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_idle_text: ((inputs?: Lookups_Airports_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Airports_Idle_TextInputs = {};
