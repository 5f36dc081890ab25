/**
* | output |
* | --- |
* | "{field}: {message}" |
*
* @param {Problem_Line_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const problem_line_field: ((inputs: Problem_Line_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Problem_Line_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Problem_Line_FieldInputs = {
    field: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
