/**
* | output |
* | --- |
* | "Pick the two ports and the containers or cargo. Prices come back all-in, freight plus surcharges." |
*
* @param {Rating_Form_Description_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_port: ((inputs?: Rating_Form_Description_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Description_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Description_PortInputs = {};
