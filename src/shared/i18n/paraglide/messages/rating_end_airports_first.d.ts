/**
* | output |
* | --- |
* | "Airports in {country} (the address below) first, then the biggest." |
*
* @param {Rating_End_Airports_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airports_first: ((inputs: Rating_End_Airports_FirstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Airports_FirstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_End_Airports_FirstInputs = {
    country: NonNullable<unknown>;
};
