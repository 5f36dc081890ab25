/**
* | output |
* | --- |
* | "Arrival airport" |
*
* @param {Rating_Form_Arrival_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_arrival_airport: ((inputs?: Rating_Form_Arrival_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Arrival_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Arrival_AirportInputs = {};
