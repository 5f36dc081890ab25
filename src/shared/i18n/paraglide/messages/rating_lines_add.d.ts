/**
* | output |
* | --- |
* | "Add {noun}" |
*
* @param {Rating_Lines_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_add: ((inputs: Rating_Lines_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_AddInputs = {
    noun: NonNullable<unknown>;
};
