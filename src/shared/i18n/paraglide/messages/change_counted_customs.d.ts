/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} customs status changed" |
* | * | "{count} customs status changed" |
*
* @param {Change_Counted_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_customs: ((inputs: Change_Counted_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
