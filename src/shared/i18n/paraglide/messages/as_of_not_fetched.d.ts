/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched: ((inputs?: As_Of_Not_FetchedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_Not_FetchedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type As_Of_Not_FetchedInputs = {};
