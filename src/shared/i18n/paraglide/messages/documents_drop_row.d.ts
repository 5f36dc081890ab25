/**
* | output |
* | --- |
* | "Drop to upload as {name}" |
*
* @param {Documents_Drop_RowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_row: ((inputs: Documents_Drop_RowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_RowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Drop_RowInputs = {
    name: NonNullable<unknown>;
};
