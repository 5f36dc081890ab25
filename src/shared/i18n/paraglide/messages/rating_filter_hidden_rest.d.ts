/**
* | output |
* | --- |
* | "by the filters · {shown} of {total} shown" |
*
* @param {Rating_Filter_Hidden_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden_rest: ((inputs: Rating_Filter_Hidden_RestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Hidden_RestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Hidden_RestInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
