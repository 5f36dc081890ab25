/**
* | output |
* | --- |
* | "Pick the two airports, where the goods are collected and delivered, and the pieces." |
*
* @param {Rating_Form_Description_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_airport: ((inputs?: Rating_Form_Description_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Description_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Description_AirportInputs = {};
