/**
* | output |
* | --- |
* | "Type at least 2 letters of a name, city or IATA code" |
*
* @param {Lookups_Airports_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_too_short: ((inputs?: Lookups_Airports_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Airports_Too_ShortInputs = {};
