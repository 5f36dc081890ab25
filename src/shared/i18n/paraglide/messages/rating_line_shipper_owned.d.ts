/**
* | output |
* | --- |
* | "Shipper-owned" |
*
* @param {Rating_Line_Shipper_OwnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_shipper_owned: ((inputs?: Rating_Line_Shipper_OwnedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Shipper_OwnedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Line_Shipper_OwnedInputs = {};
