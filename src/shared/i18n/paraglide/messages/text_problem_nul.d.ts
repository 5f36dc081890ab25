/**
* | output |
* | --- |
* | "holds a NUL character (U+0000), which no text may contain" |
*
* @param {Text_Problem_NulInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const text_problem_nul: ((inputs?: Text_Problem_NulInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Text_Problem_NulInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Text_Problem_NulInputs = {};
