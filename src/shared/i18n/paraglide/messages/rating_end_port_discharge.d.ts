/**
* | output |
* | --- |
* | "Port of discharge" |
*
* @param {Rating_End_Port_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_discharge: ((inputs?: Rating_End_Port_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Port_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_End_Port_DischargeInputs = {};
