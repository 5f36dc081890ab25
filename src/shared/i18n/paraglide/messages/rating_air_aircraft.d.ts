/**
* | output |
* | --- |
* | "Aircraft" |
*
* @param {Rating_Air_AircraftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_aircraft: ((inputs?: Rating_Air_AircraftInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_AircraftInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Air_AircraftInputs = {};
