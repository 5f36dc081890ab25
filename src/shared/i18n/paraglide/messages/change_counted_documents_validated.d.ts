/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated: ((inputs: Change_Counted_Documents_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
