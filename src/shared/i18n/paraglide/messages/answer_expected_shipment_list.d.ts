/**
* | output |
* | --- |
* | "expected {fields} or a list of shipments" |
*
* @param {Answer_Expected_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_shipment_list: ((inputs: Answer_Expected_Shipment_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Shipment_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Shipment_ListInputs = {
    fields: NonNullable<unknown>;
};
