/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment listed" |
* | * | "{shown} shipments listed" |
*
* @param {Documents_Picker_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_listed: ((inputs: Documents_Picker_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_ListedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
