/**
* | output |
* | --- |
* | "{section}, the rest" |
*
* @param {Today_The_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_the_rest: ((inputs: Today_The_RestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_The_RestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_The_RestInputs = {
    section: NonNullable<unknown>;
};
