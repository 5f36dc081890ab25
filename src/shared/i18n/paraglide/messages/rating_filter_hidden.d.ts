/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate hidden" |
* | * | "{shown} rates hidden" |
*
* @param {Rating_Filter_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden: ((inputs: Rating_Filter_HiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_HiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_HiddenInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
