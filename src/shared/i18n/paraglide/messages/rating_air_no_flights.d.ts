/**
* | output |
* | --- |
* | "No flights given." |
*
* @param {Rating_Air_No_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_no_flights: ((inputs?: Rating_Air_No_FlightsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_No_FlightsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Air_No_FlightsInputs = {};
