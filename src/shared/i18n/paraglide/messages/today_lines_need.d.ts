/**
* | countPlural | output |
* | --- | --- |
* | "one" | "line needs a look." |
* | * | "lines need a look." |
*
* @param {Today_Lines_NeedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_lines_need: ((inputs: Today_Lines_NeedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Lines_NeedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Lines_NeedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
