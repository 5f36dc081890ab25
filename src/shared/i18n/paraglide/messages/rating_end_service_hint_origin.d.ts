/**
* | output |
* | --- |
* | "CY: you deliver the container to the terminal. SD: the carrier collects it at your door." |
*
* @param {Rating_End_Service_Hint_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_origin: ((inputs?: Rating_End_Service_Hint_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Service_Hint_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_End_Service_Hint_OriginInputs = {};
