/**
* | output |
* | --- |
* | "Could not load the documents of {shipment}" |
*
* @param {Documents_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_load_failed: ((inputs: Documents_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Load_FailedInputs = {
    shipment: NonNullable<unknown>;
};
