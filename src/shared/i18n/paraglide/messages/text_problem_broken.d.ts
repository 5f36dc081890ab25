/**
* | output |
* | --- |
* | "holds a broken character (half of a UTF-16 surrogate pair), so it is not well-formed text" |
*
* @param {Text_Problem_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const text_problem_broken: ((inputs?: Text_Problem_BrokenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Text_Problem_BrokenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Text_Problem_BrokenInputs = {};
