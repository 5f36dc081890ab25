/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself: ((inputs?: Error_Retries_ItselfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Retries_ItselfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Retries_ItselfInputs = {};
