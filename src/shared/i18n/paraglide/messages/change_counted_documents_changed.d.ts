/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed: ((inputs: Change_Counted_Documents_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
