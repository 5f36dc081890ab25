/**
* | output |
* | --- |
* | "Fill in the shipment above and choose Get rates. The carriers’ offers are compared here." |
*
* @param {Rating_Waiting_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_body: ((inputs?: Rating_Waiting_None_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Waiting_None_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Waiting_None_BodyInputs = {};
