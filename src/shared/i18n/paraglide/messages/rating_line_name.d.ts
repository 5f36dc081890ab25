/**
* | output |
* | --- |
* | "{noun} {number}" |
*
* @param {Rating_Line_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_name: ((inputs: Rating_Line_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Line_NameInputs = {
    noun: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
