/**
* | output |
* | --- |
* | "CY: the consignee collects at the terminal. SD: the carrier delivers to the door." |
*
* @param {Rating_End_Service_Hint_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_destination: ((inputs?: Rating_End_Service_Hint_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Service_Hint_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_End_Service_Hint_DestinationInputs = {};
