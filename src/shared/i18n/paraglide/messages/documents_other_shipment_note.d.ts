/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The service's answer also listed {shown} document of another shipment ({ids}); it is not shown here." |
* | * | "The service's answer also listed {shown} documents of another shipment ({ids}); they are not shown here." |
*
* @param {Documents_Other_Shipment_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_note: ((inputs: Documents_Other_Shipment_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Other_Shipment_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Other_Shipment_NoteInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
