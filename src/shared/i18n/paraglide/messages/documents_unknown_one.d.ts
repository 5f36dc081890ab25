/**
* | output |
* | --- |
* | "{file} may or may not have been uploaded" |
*
* @param {Documents_Unknown_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_one: ((inputs: Documents_Unknown_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Unknown_OneInputs = {
    file: NonNullable<unknown>;
};
