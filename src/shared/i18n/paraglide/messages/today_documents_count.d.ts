/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment picking up in the next 3 days" |
* | * | "{shown} shipments picking up in the next 3 days" |
*
* @param {Today_Documents_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_count: ((inputs: Today_Documents_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Documents_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
